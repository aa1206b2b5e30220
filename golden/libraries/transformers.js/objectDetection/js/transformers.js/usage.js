import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("object-detection", "Xenova/detr-resnet-50");

const output = await pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png");
console.log(output);
