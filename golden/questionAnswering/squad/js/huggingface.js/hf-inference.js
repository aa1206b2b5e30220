import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.questionAnswering(
    {
        provider: "hf-inference",
        model: "deepset/roberta-base-squad2",
        inputs: {
            context: "Paris is the capital and most populous city of France.",
            question: "What is the capital of France?"
        },
    },
);
console.log(result);
