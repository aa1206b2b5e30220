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
        ],
        stream: true
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const decoder = new TextDecoder();
let buffered = "";
let finished = false;
for await (const bytes of response.body) {
    buffered += decoder.decode(bytes, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop();
    for (const line of lines) {
        if (!line.startsWith("data:")) continue;
        const data = line.slice("data:".length).trim();
        if (data === "[DONE]") {
            finished = true;
            break;
        }
        const chunk = JSON.parse(data);
        process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
    }
    if (finished) break;
}
process.stdout.write("\n");
