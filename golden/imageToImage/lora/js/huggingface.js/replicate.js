import { InferenceClient } from "@huggingface/inference";
import { readFile, writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const result = await client.imageToImage(
    {
        provider: "replicate",
        model: "Kontext-Style/Ghibli_lora",
        inputs: image,
        parameters: {
            prompt: "Turn the cats into tigers."
        },
    },
);
await writeFile("output.png", Buffer.from(await result.arrayBuffer()));
