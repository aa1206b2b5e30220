const response = await fetch("https://api.openai.com/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.OPENAI_API_KEY}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "gpt-oss-120b",
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
