<?php

$payload = [
    'prompt' => 'A lighthouse on a rocky coast at sunrise, oil painting',
    'num_inference_steps' => 5,
    'loras' => [
        [
            'path' => 'https://huggingface.co/XLabs-AI/flux-RealismLora/resolve/main/lora.safetensors',
            'scale' => 1
        ]
    ]
];

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://router.huggingface.co/fal-ai/fal-ai/lora',
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => [
        'Authorization: Bearer ' . getenv('HF_TOKEN'),
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
