<?php

$image = 'data:image/jpeg;base64,' . base64_encode(file_get_contents('cats.jpg'));

$payload = [
    'image_url' => $image,
    'prompt' => 'The cats slowly turn their heads towards the camera.'
];

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://fal.run/Wan-AI/Wan2.1-I2V-14B-720P',
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => [
        'Authorization: Key ' . getenv('FAL_AI_API_KEY'),
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
$url = $result['video']['url'];
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
