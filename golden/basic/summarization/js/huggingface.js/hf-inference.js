import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.summarization(
    {
        provider: "hf-inference",
        model: "facebook/bart-large-cnn",
        inputs: "The city council met on Tuesday to discuss the new cycling lanes. After two hours of debate, members agreed to build lanes on the three busiest streets by next summer, paid for by the transport budget, and to review traffic and accident figures a year after they open.",
    },
);
console.log(result);
