import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.translation(
    {
        provider: "hf-inference",
        model: "Helsinki-NLP/opus-mt-fr-en",
        inputs: "Le marché ouvre tous les samedis matin sur la place du village.",
    },
);
console.log(result);
