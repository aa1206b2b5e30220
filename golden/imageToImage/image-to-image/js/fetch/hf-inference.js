import { readFile, writeFile } from "node:fs/promises";

const image = (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-Kontext-dev", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: image,
        parameters: {
            prompt: "Turn the cats into tigers."
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
await writeFile("output.png", Buffer.from(await response.arrayBuffer()));
