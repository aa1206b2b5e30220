const response = await fetch("https://api.groq.com/openai/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.GROQ_API_KEY}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "llama-3.1-8b-instant",
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
