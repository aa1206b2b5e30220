import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

const completion = await client.chat.completions.create({
    model: "meta-llama/Llama-3.1-8B-Instruct:hf-inference",
    messages: [
        {
            role: "user",
            content: "What is the capital of France?"
        }
    ],
    temperature: 0.5,
    max_tokens: 512,
    top_p: 0.9,
});

console.log(completion.choices[0].message);
