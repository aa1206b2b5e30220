import { readFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/hf-inference/models/speechbrain/sepformer-wham", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "audio/flac",
    },
    body: await readFile("sample1.flac"),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
