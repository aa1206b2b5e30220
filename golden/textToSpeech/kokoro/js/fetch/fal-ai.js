import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        text: "Welcome aboard. The train to the coast leaves from platform four."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
const url = result.audio.url;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.flac", Buffer.from(await download.arrayBuffer()));
