import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/replicate/v1/models/Wan-AI/Wan2.1-T2V-14B/predictions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
        "Prefer": "wait",
    },
    body: JSON.stringify({
        input: {
            prompt: "A paper boat drifting down a rainy street at dusk."
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
const url = result.output;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.mp4", Buffer.from(await download.arrayBuffer()));
