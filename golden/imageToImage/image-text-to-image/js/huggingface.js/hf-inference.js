import { InferenceClient } from "@huggingface/inference";
import { readFile, writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const result = await client.imageTextToImage(
    {
        provider: "hf-inference",
        model: "Qwen/Qwen-Image-Edit",
        inputs: image,
        parameters: {
            prompt: "Paint the cats in the style of a watercolour."
        },
    },
);
await writeFile("output.png", Buffer.from(await result.arrayBuffer()));
