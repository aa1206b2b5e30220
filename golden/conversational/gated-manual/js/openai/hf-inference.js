// Gated model: request access at https://huggingface.co/meta-llama/Llama-3.2-1B-Instruct and wait for its authors' approval, then use a token (HF_TOKEN) of that account.
import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

const completion = await client.chat.completions.create({
    model: "meta-llama/Llama-3.2-1B-Instruct:hf-inference",
    messages: [
        {
            role: "user",
            content: "What is the capital of France?"
        }
    ],
});

console.log(completion.choices[0].message);
