// Gated model: accept its conditions at https://huggingface.co/acme/gated-sentiment-onnx (access is immediate), then use a token (HF_TOKEN) of that account.
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("text-classification", "acme/gated-sentiment-onnx");

const output = await pipe("The delivery was quick and the headphones sound wonderful.");
console.log(output);
