import { readFile, writeFile } from "node:fs/promises";

const image = "data:image/jpeg;base64," + (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/fal-ai/black-forest-labs/FLUX.1-Kontext-dev", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        image_url: image,
        prompt: "Turn the cats into tigers."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
const url = result.images[0].url;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.png", Buffer.from(await download.arrayBuffer()));
