import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud/v1",
    apiKey: process.env.API_TOKEN,
});

const completion = await client.chat.completions.create({
    model: "meta-llama/Llama-3.1-8B-Instruct",
    messages: [
        {
            role: "user",
            content: "What is the capital of France?"
        }
    ],
});

console.log(completion.choices[0].message);
