import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/fal-ai/Wan-AI/Wan2.1-T2V-14B", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        prompt: "A paper boat drifting down a rainy street at dusk."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
const url = result.video.url;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.mp4", Buffer.from(await download.arrayBuffer()));
