import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: "A lighthouse on a rocky coast at sunrise, oil painting",
        parameters: {
            num_inference_steps: 5
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
await writeFile("output.png", Buffer.from(await response.arrayBuffer()));
