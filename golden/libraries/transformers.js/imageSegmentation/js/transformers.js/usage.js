import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("image-segmentation", "Xenova/segformer-b0-finetuned-ade-512-512");

const output = await pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png");
console.log(output);
