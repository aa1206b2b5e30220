import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("feature-extraction", "Xenova/all-MiniLM-L6-v2");

const output = await pipe("The quick brown fox jumps over the lazy dog.");
console.log(output);
