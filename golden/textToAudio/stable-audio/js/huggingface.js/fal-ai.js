import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

// The client waits for the provider's job queue on a timer that does not keep Node running:
// hold the process open until the answer arrives.
const keepAlive = setInterval(() => {}, 60_000);
const result = await client.textToAudio(
    {
        provider: "fal-ai",
        model: "stabilityai/stable-audio-open-1.0",
        inputs: "A calm piano melody with soft rain in the background.",
    },
).finally(() => clearInterval(keepAlive));
await writeFile("output.flac", Buffer.from(await result.arrayBuffer()));
