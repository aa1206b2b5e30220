import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("image-classification", "Xenova/vit-base-patch16-224");

const output = await pipe("cats.jpg");
console.log(output);
