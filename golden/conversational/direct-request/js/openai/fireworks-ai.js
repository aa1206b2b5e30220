import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://api.fireworks.ai/inference/v1",
    apiKey: process.env.FIREWORKS_AI_API_KEY,
});

const completion = await client.chat.completions.create({
    model: "accounts/fireworks/models/llama-v3p1-8b-instruct",
    messages: [
        {
            role: "user",
            content: "What is the capital of France?"
        }
    ],
});

console.log(completion.choices[0].message);
