import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const result = await client.imageSegmentation(
    {
        provider: "hf-inference",
        model: "nvidia/segformer-b0-finetuned-ade-512-512",
        inputs: image,
    },
);
console.log(result);
