import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://api.together.xyz/v1",
    apiKey: process.env.TOGETHER_API_KEY,
});

const completion = await client.chat.completions.create({
    model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
    messages: [
        {
            role: "user",
            content: "What is the capital of France?"
        }
    ],
});

console.log(completion.choices[0].message);
