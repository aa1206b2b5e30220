import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
    {
        provider: "featherless-ai",
        model: "Qwen/Qwen2.5-7B-Instruct",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ],
    },
);

console.log(completion.choices[0].message);
