import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const audio = new Blob([await readFile("sample1.flac")], { type: "audio/flac" });

const result = await client.automaticSpeechRecognition(
    {
        provider: "replicate",
        model: "openai/whisper-large-v3",
        inputs: audio,
    },
);
console.log(result);
