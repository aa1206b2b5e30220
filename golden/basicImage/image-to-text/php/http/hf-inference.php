<?php

$authorization = 'Authorization: Bearer ' . getenv('HF_TOKEN');

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://router.huggingface.co/hf-inference/models/Salesforce/blip-image-captioning-large',
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => [
        $authorization,
        'Content-Type: image/jpeg',
    ],
    CURLOPT_POSTFIELDS => file_get_contents('cats.jpg'),
    CURLOPT_RETURNTRANSFER => true,
]);
$response = curl_exec($ch);
$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
if ($response === false || $status >= 400) {
    fwrite(STDERR, "Request failed with status $status: " . ($response === false ? curl_error($ch) : $response) . PHP_EOL);
    exit(1);
}

$result = json_decode($response, true);
echo json_encode($result, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), PHP_EOL;
