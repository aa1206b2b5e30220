import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const result = await client.imageClassification(
    {
        provider: "hf-inference",
        model: "google/vit-base-patch16-224",
        inputs: image,
    },
);
console.log(result);
