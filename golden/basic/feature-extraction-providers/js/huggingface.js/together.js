import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.featureExtraction(
    {
        provider: "together",
        model: "BAAI/bge-large-en-v1.5",
        inputs: "The quick brown fox jumps over the lazy dog.",
    },
);
console.log(result);
