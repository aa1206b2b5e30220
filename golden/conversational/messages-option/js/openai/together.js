import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

const completion = await client.chat.completions.create({
    model: "meta-llama/Llama-3.1-8B-Instruct:together",
    messages: [
        {
            role: "system",
            content: "You are a terse assistant."
        },
        {
            role: "user",
            content: "Name three primary colours."
        }
    ],
});

console.log(completion.choices[0].message);
