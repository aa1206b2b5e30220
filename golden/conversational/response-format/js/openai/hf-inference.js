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
    response_format: {
        type: "json_schema",
        json_schema: {
            name: "capital",
            schema: {
                title: "capital",
                type: "object",
                properties: {
                    city: {
                        type: "string"
                    },
                    country: {
                        type: "string"
                    }
                },
                required: ["city", "country"],
                additionalProperties: false
            },
            strict: true
        }
    },
});

console.log(completion.choices[0].message);
