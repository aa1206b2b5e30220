import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/replicate/v1/models/wavespeedai/wan-2.1-t2v-480p/predictions", {
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
