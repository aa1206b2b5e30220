import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const result = await client.imageToText(
    {
        provider: "zai-org",
        model: "zai-org/GLM-4.5V",
        inputs: image,
    },
);
console.log(result);
