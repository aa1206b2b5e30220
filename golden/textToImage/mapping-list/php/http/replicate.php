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
    'input' => [
        'prompt' => 'A lighthouse on a rocky coast at sunrise, oil painting',
        'num_inference_steps' => 5
    ]
];

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions',
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => [
        $authorization,
        'Content-Type: application/json',
        'Prefer: wait',
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

// The answer is a job that may still be running: poll it until it is done.
$job = json_decode($response, true);
$pollUrl = 'https://router.huggingface.co/replicate' . parse_url($job['urls']['get'], PHP_URL_PATH);
while ($job['status'] !== 'succeeded') {
    if (in_array($job['status'], ['failed', 'canceled'], true)) {
        fwrite(STDERR, 'The job ended without a result: ' . json_encode($job) . PHP_EOL);
        exit(1);
    }
    sleep(1);
    $job = get_json($pollUrl, $authorization);
}

$result = $job;
$url = $result['output'];
if (is_array($url)) {
    $url = $url[0];
}
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
