import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const result = await client.zeroShotImageClassification(
    {
        provider: "hf-inference",
        model: "openai/clip-vit-large-patch14",
        inputs: image,
        parameters: {
            candidate_labels: ["cat", "dog", "llama"]
        },
    },
);
console.log(result);
