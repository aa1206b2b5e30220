import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/hf-inference/models/Wan-AI/Wan2.1-T2V-14B", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: "A paper boat drifting down a rainy street at dusk."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
await writeFile("output.mp4", Buffer.from(await response.arrayBuffer()));
