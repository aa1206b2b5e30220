import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

// The client waits for the provider's job queue on a timer that does not keep Node running:
// hold the process open until the answer arrives.
const keepAlive = setInterval(() => {}, 60_000);
const result = await client.textToSpeech(
    {
        provider: "fal-ai",
        model: "hexgrad/Kokoro-82M",
        inputs: "Welcome aboard. The train to the coast leaves from platform four.",
    },
).finally(() => clearInterval(keepAlive));
await writeFile("output.flac", Buffer.from(await result.arrayBuffer()));
