import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("depth-estimation", "onnx-community/depth-anything-v2-small");

// No input example has been defined for this model task.
