import { writeFile } from "node:fs/promises";

const response = await fetch("https://fal.run/black-forest-labs/FLUX.1-dev", {
    method: "POST",
    headers: {
        Authorization: `Key ${process.env.FAL_AI_API_KEY}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        prompt: "A lighthouse on a rocky coast at sunrise, oil painting",
        num_inference_steps: 5
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
