const response = await fetch("https://api.fireworks.ai/inference/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.FIREWORKS_AI_API_KEY}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "accounts/fireworks/models/llama-v3p1-8b-instruct",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ]
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result.choices[0].message);
