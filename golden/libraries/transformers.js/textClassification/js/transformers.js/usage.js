import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("text-classification", "Xenova/distilbert-base-uncased-finetuned-sst-2-english");

const output = await pipe("The delivery was quick and the headphones sound wonderful.");
console.log(output);
