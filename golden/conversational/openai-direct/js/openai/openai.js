import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://api.openai.com/v1",
    apiKey: process.env.OPENAI_API_KEY,
});

const completion = await client.chat.completions.create({
    model: "gpt-oss-120b",
    messages: [
        {
            role: "user",
            content: "What is the capital of France?"
        }
    ],
});

console.log(completion.choices[0].message);
