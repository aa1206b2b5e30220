import { readFile } from "node:fs/promises";

const image = (await readFile("invoice.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/hf-inference/models/impira/layoutlm-document-qa", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        inputs: {
            image: image,
            question: "What is the invoice number?"
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result);
