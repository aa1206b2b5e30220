import { InferenceClient } from "@huggingface/inference";
import { readFile, writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.FAL_AI_API_KEY);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const result = await client.imageToVideo(
    {
        provider: "fal-ai",
        model: "Wan-AI/Wan2.1-I2V-14B-720P",
        inputs: image,
        parameters: {
            prompt: "The cats slowly turn their heads towards the camera."
        },
    },
);
await writeFile("output.mp4", Buffer.from(await result.arrayBuffer()));
