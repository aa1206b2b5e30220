const response = await fetch("https://api.cerebras.ai/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.CEREBRAS_API_KEY}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "llama3.1-8b",
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
