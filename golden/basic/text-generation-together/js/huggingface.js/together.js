import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.textGeneration(
    {
        provider: "together",
        model: "Qwen/Qwen2.5-7B",
        inputs: "The best way to learn a new language is",
    },
);
console.log(result);
