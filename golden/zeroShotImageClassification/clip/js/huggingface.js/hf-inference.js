import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.zeroShotImageClassification(
    {
        provider: "hf-inference",
        model: "openai/clip-vit-large-patch14",
        inputs: "cats.jpg",
        parameters: {
            candidate_labels: ["cat", "dog", "llama"]
        },
    },
);
console.log(result);
