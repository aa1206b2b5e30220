import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("invoice.jpg")], { type: "image/jpeg" });

const result = await client.documentQuestionAnswering(
    {
        provider: "hf-inference",
        model: "impira/layoutlm-document-qa",
        inputs: {
            image: image,
            question: "What is the invoice number?"
        },
    },
);
console.log(result);
