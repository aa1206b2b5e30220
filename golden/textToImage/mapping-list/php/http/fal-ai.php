<?php

/** GET a JSON document with the same credentials; exits on an HTTP error. */
function get_json(string $url, string $authorization): array
{
    $ch = curl_init();
    curl_setopt_array($ch, [
        CURLOPT_URL => $url,
        CURLOPT_HTTPHEADER => [$authorization],
        CURLOPT_RETURNTRANSFER => true,
    ]);
    $body = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
    if ($body === false || $status >= 400) {
        fwrite(STDERR, "Request failed with status $status: $url" . PHP_EOL);
        exit(1);
    }
    return json_decode($body, true);
}

$authorization = 'Authorization: Bearer ' . getenv('HF_TOKEN');

$payload = [
    'prompt' => 'A lighthouse on a rocky coast at sunrise, oil painting',
    'num_inference_steps' => 5
];

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue',
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => [
        $authorization,
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => json_encode($payload, JSON_THROW_ON_ERROR),
    CURLOPT_RETURNTRANSFER => true,
]);
$response = curl_exec($ch);
$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
if ($response === false || $status >= 400) {
    fwrite(STDERR, "Request failed with status $status: " . ($response === false ? curl_error($ch) : $response) . PHP_EOL);
    exit(1);
}

// The provider answers with a job: poll its status until it completes, then fetch the result.
$jobUrl = 'https://router.huggingface.co/fal-ai' . parse_url(json_decode($response, true)['response_url'], PHP_URL_PATH);
while (get_json($jobUrl . '/status' . '?_subdomain=queue', $authorization)['status'] !== 'COMPLETED') {
    sleep(1);
}
$result = get_json($jobUrl . '?_subdomain=queue', $authorization);
$url = $result['images'][0]['url'];
$download = curl_init();
curl_setopt_array($download, [
    CURLOPT_URL => $url,
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_FOLLOWLOCATION => true,
]);
$bytes = curl_exec($download);
if ($bytes === false || curl_getinfo($download, CURLINFO_RESPONSE_CODE) >= 400) {
    fwrite(STDERR, "Download failed: $url" . PHP_EOL);
    exit(1);
}
file_put_contents('output.png', $bytes);
