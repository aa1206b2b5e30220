import { readFile } from "node:fs/promises";

const audio = "data:audio/x-wav;base64," + (await readFile("sample1.wav")).toString("base64");

const response = await fetch("https://router.huggingface.co/fal-ai/fal-ai/whisper", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        audio_url: audio
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result.text);
