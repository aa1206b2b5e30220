import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("token-classification", "Xenova/bert-base-NER");

const output = await pipe("Ada Lovelace worked with Charles Babbage in London.");
console.log(output);
