import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("depth-estimation", "onnx-community/depth-anything-v2-small");

const output = await pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/cats.png");
console.log(output);
