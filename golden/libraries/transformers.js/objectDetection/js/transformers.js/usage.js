import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("object-detection", "Xenova/detr-resnet-50");

const output = await pipe("cats.jpg");
console.log(output);
