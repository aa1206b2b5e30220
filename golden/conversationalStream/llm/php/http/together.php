<?php

$authorization = 'Authorization: Bearer ' . getenv('HF_TOKEN');

$payload = [
    'model' => 'meta-llama/Llama-3.1-8B-Instruct:together',
    'messages' => [
        [
            'role' => 'user',
            'content' => 'What is the capital of France?'
        ]
    ],
    'stream' => true
];

// Server-sent events: print each token as it arrives, until the [DONE] event.
$buffer = '';
$finished = false;
$onData = function ($handle, $bytes) use (&$buffer, &$finished) {
    $buffer .= $bytes;
    while (!$finished && ($end = strpos($buffer, "\n")) !== false) {
        $line = trim(substr($buffer, 0, $end));
        $buffer = substr($buffer, $end + 1);
        if (!str_starts_with($line, 'data:')) {
            continue;
        }
        $data = trim(substr($line, strlen('data:')));
        if ($data === '[DONE]') {
            $finished = true;
            break;
        }
        $chunk = json_decode($data, true);
        if (!empty($chunk['choices'])) {
            echo $chunk['choices'][0]['delta']['content'] ?? '';
        }
    }
    return strlen($bytes);
};

$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => 'https://router.huggingface.co/v1/chat/completions',
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => [
        $authorization,
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => json_encode($payload, JSON_THROW_ON_ERROR),
    CURLOPT_WRITEFUNCTION => $onData,
]);
$response = curl_exec($ch);
$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
if ($response === false || $status >= 400) {
    fwrite(STDERR, "Request failed with status $status: " . ($response === false ? curl_error($ch) : $buffer) . PHP_EOL);
    exit(1);
}
echo PHP_EOL;
