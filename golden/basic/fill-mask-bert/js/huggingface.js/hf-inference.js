import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.fillMask(
    {
        provider: "hf-inference",
        model: "google-bert/bert-base-uncased",
        inputs: "Paris is the [MASK] of France.",
    },
);
console.log(result);
