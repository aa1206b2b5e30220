import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.TOGETHER_API_KEY);

const completion = await client.chatCompletion(
    {
        provider: "together",
        model: "meta-llama/Llama-3.1-8B-Instruct",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ],
    },
);

console.log(completion.choices[0].message);
