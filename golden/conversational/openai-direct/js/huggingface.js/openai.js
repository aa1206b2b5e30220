import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.OPENAI_API_KEY);

const completion = await client.chatCompletion(
    {
        provider: "openai",
        model: "openai/gpt-oss-120b",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ],
    },
);

console.log(completion.choices[0].message);
