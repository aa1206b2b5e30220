import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.textClassification(
    {
        provider: "auto",
        model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
        inputs: "The delivery was quick and the headphones sound wonderful.",
    },
);
console.log(result);
