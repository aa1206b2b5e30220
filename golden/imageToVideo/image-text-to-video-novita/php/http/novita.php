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

$image = 'data:image/jpeg;base64,' . base64_encode(file_get_contents('cats.jpg'));

$payload = [
    'model' => 'MiniMax-H3',
    'content' => [
        [
            'type' => 'text',
            'text' => 'The cats slowly turn their heads towards the camera.'
        ],
        [
            'type' => 'image_url',
            'image_url' => [
                'url' => $image
            ],
            'role' => 'first_frame'
        ]
    ],
    'resolution' => '768P',
    'duration' => 4,
    'ratio' => 'adaptive'
];

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://router.huggingface.co/novita/v3/minimax/v2/video_generation',
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

// The answer names a job: poll it by its id until it is done.
$pollUrl = 'https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/' . json_decode($response, true)['task_id'];
while (true) {
    sleep(1);
    $job = get_json($pollUrl, $authorization);
    if ($job['task']['status'] === 'succeeded') {
        break;
    }
    if (in_array($job['task']['status'], ['failed', 'cancelled'], true)) {
        fwrite(STDERR, 'The job ended without a result: ' . json_encode($job) . PHP_EOL);
        exit(1);
    }
}

$result = $job;
$url = $result['task']['content']['url'];
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
file_put_contents('output.mp4', $bytes);
