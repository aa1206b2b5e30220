<?php
// Prepended to PHP snippets in verify runs (php -d auto_prepend_file=...), with the real
// curl_setopt_array disabled (-d disable_functions=curl_setopt_array, which PHP 8 lets a script define
// again): this one sends every URL to the verify mock without touching the snippet, then sets each option
// with curl_setopt. https://host/path?q becomes $VERIFY_MOCK_BASE/host/path?q.
function curl_setopt_array(CurlHandle $handle, array $options): bool
{
    $base = getenv('VERIFY_MOCK_BASE');
    foreach ($options as $option => $value) {
        if ($option === CURLOPT_URL && $base !== false && is_string($value) && !str_starts_with($value, $base . '/')) {
            $value = preg_replace('#^https?://#', $base . '/', $value);
        }
        if (!curl_setopt($handle, $option, $value)) {
            return false;
        }
    }
    return true;
}
