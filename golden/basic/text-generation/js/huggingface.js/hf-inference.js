import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
    {
        provider: "hf-inference",
        model: "openai-community/gpt2",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ],
    },
);

console.log(completion.choices[0].message);
