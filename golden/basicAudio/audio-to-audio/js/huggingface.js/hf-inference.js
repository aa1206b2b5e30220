import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const audio = new Blob([await readFile("sample1.flac")], { type: "audio/flac" });

const result = await client.audioToAudio(
    {
        provider: "hf-inference",
        model: "speechbrain/sepformer-wham",
        inputs: audio,
    },
);
console.log(result);
