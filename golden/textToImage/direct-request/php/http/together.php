<?php

$authorization = 'Authorization: Bearer ' . getenv('TOGETHER_API_KEY');

$payload = [
    'model' => 'black-forest-labs/FLUX.1-dev',
    'prompt' => 'A lighthouse on a rocky coast at sunrise, oil painting',
    'steps' => 5,
    'response_format' => 'base64'
];

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://api.together.xyz/v1/images/generations',
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

$result = json_decode($response, true);
file_put_contents('output.jpg', base64_decode($result['data'][0]['b64_json']));
