import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("depth-estimation", "onnx-community/depth-anything-v2-small");

const output = await pipe("cats.jpg");
console.log(output);
