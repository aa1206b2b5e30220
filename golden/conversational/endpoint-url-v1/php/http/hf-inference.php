<?php

$authorization = 'Authorization: Bearer ' . getenv('API_TOKEN');

$payload = [
    'model' => 'meta-llama/Llama-3.1-8B-Instruct',
    'messages' => [
        [
            'role' => 'user',
            'content' => 'What is the capital of France?'
        ]
    ]
];

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud/v1/chat/completions',
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
echo json_encode($result['choices'][0]['message'], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), PHP_EOL;
