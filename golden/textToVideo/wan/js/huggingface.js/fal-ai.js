import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.textToVideo(
    {
        provider: "fal-ai",
        model: "Wan-AI/Wan2.1-T2V-14B",
        inputs: "A paper boat drifting down a rainy street at dusk.",
    },
);
await writeFile("output.mp4", Buffer.from(await result.arrayBuffer()));
