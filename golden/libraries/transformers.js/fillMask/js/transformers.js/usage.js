import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("fill-mask", "Xenova/bert-base-uncased");

const output = await pipe("Paris is the [MASK] of France.");
console.log(output);
