import { InferenceClient } from "@huggingface/inference";
import { readFile, writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const result = await client.imageToImage(
    {
        provider: "together",
        model: "black-forest-labs/FLUX.1-Kontext-dev",
        inputs: image,
        parameters: {
            prompt: "Turn the cats into tigers."
        },
    },
);
await writeFile("output.jpg", Buffer.from(await result.arrayBuffer()));
