<?php

$authorization = 'Authorization: Bearer ' . getenv('HF_TOKEN');

$payload = [
    'model' => 'hexgrad/Kokoro-82M',
    'input' => 'Welcome aboard. The train to the coast leaves from platform four.'
];

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://router.huggingface.co/deepinfra/v1/openai/audio/speech',
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

file_put_contents('output.wav', $response);
