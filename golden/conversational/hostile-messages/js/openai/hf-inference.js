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
            content: "It's \"quoted\" \\ with $(cmd), `tick`, ${x}, #{y} and '''triple''' \"\"\"quotes\"\"\"\nnew line\u0000nul"
        }
    ],
});

console.log(completion.choices[0].message);
