import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.textGeneration(
    {
        provider: "hf-inference",
        model: "openai-community/gpt2",
        inputs: "The best way to learn a new language is",
    },
);
console.log(result);
