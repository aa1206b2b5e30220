import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const audio = new Blob([await readFile("sample1.wav")], { type: "audio/x-wav" });

// The client waits for the provider's job queue on a timer that does not keep Node running:
// hold the process open until the answer arrives.
const keepAlive = setInterval(() => {}, 60_000);
const result = await client.audioToAudio(
    {
        provider: "fal-ai",
        model: "facebook/sam-audio-large",
        inputs: audio,
    },
).finally(() => clearInterval(keepAlive));
console.log(result);
