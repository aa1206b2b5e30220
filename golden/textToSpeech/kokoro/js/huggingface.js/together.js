import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.textToSpeech(
    {
        provider: "together",
        model: "hexgrad/Kokoro-82M",
        inputs: "Welcome aboard. The train to the coast leaves from platform four.",
    },
);
await writeFile("output.wav", Buffer.from(await result.arrayBuffer()));
