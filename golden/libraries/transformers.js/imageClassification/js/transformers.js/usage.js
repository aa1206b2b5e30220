import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("image-classification", "Xenova/vit-base-patch16-224");

const output = await pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png");
console.log(output);
