import { writeFile } from "node:fs/promises";

const response = await fetch("https://api.replicate.com/v1/models/black-forest-labs/flux-dev/predictions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.REPLICATE_API_KEY}`,
        "Content-Type": "application/json",
        "Prefer": "wait",
    },
    body: JSON.stringify({
        input: {
            prompt: "A lighthouse on a rocky coast at sunrise, oil painting",
            num_inference_steps: 5
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
const output = result.output;
const url = Array.isArray(output) ? output[0] : output;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.png", Buffer.from(await download.arrayBuffer()));
