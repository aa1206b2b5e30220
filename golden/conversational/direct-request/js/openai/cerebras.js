import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://api.cerebras.ai/v1",
    apiKey: process.env.CEREBRAS_API_KEY,
});

const completion = await client.chat.completions.create({
    model: "meta-llama/Llama-3.1-8B-Instruct",
    messages: [
        {
            content: "What is the capital of France?",
            role: "user"
        }
    ],
});

console.log(completion.choices[0].message);
