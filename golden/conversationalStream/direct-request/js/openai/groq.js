import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://api.groq.com/openai/v1",
    apiKey: process.env.GROQ_API_KEY,
});

const stream = await client.chat.completions.create({
    model: "llama-3.1-8b-instant",
    messages: [
        {
            role: "user",
            content: "What is the capital of France?"
        }
    ],
    stream: true,
});

for await (const chunk of stream) {
    process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
}
process.stdout.write("\n");
