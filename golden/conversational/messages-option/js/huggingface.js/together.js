import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
    {
        provider: "together",
        model: "meta-llama/Llama-3.1-8B-Instruct",
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
    },
);

console.log(completion.choices[0].message);
