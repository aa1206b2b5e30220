import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const result = await client.objectDetection(
    {
        provider: "hf-inference",
        model: "facebook/detr-resnet-50",
        inputs: image,
    },
);
console.log(result);
