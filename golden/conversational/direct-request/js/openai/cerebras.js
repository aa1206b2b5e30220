import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://api.cerebras.ai/v1",
    apiKey: process.env.CEREBRAS_API_KEY,
});

const completion = await client.chat.completions.create({
    model: "llama3.1-8b",
    messages: [
        {
            role: "user",
            content: "What is the capital of France?"
        }
    ],
});

console.log(completion.choices[0].message);
