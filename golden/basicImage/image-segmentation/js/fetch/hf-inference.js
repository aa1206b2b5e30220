import { readFile } from "node:fs/promises";

const image = (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/hf-inference/models/nvidia/segformer-b0-finetuned-ade-512-512", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: image
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
