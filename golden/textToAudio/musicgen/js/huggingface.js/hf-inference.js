import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.textToAudio(
    {
        provider: "hf-inference",
        model: "facebook/musicgen-small",
        inputs: "A calm piano melody with soft rain in the background.",
    },
);
await writeFile("output.flac", Buffer.from(await result.arrayBuffer()));
