import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://api.groq.com/openai/v1",
    apiKey: process.env.GROQ_API_KEY,
});

const completion = await client.chat.completions.create({
    model: "llama-3.1-8b-instant",
    messages: [
        {
            role: "user",
            content: "What is the capital of France?"
        }
    ],
});

console.log(completion.choices[0].message);
