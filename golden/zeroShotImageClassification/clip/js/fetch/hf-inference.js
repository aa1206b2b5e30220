import { readFile } from "node:fs/promises";

const image = (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/hf-inference/models/openai/clip-vit-large-patch14", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: {
            image: image
        },
        parameters: {
            candidate_labels: ["cat", "dog", "llama"]
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
