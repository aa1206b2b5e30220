import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("image-segmentation", "Xenova/segformer-b0-finetuned-ade-512-512");

const output = await pipe("cats.jpg");
console.log(output);
