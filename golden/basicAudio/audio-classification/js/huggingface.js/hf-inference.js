import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const audio = new Blob([await readFile("sample1.flac")], { type: "audio/flac" });

const result = await client.audioClassification(
    {
        provider: "hf-inference",
        model: "MIT/ast-finetuned-audioset-10-10-0.4593",
        inputs: audio,
    },
);
console.log(result);
