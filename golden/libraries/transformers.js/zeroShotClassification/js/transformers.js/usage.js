import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("zero-shot-classification", "Xenova/mobilebert-uncased-mnli");

const output = await pipe("The blender I ordered stopped working after two days and I would like my money back.", ["refund", "legal", "faq"]);
console.log(output);
