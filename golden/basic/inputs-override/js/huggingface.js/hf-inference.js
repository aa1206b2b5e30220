import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.textClassification(
    {
        provider: "hf-inference",
        model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
        inputs: "This café serves the best croissants in town!",
    },
);
console.log(result);
