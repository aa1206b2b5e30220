import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.featureExtraction(
    {
        provider: "hf-inference",
        model: "intfloat/multilingual-e5-large",
        inputs: "The quick brown fox jumps over the lazy dog.",
    },
);
console.log(result);
