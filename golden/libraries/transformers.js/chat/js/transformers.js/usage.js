import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("text-generation", "onnx-community/Qwen2.5-0.5B-Instruct");

const messages = [
    {
        role: "user",
        content: "What is the capital of France?"
    }
];
const output = await pipe(messages, { max_new_tokens: 128 });
console.log(output[0].generated_text.at(-1).content);
