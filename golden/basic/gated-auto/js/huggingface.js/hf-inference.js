// Gated model: accept its conditions at https://huggingface.co/acme/gated-sentiment (access is immediate), then use a token (HF_TOKEN) of that account.
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.textClassification(
    {
        provider: "hf-inference",
        model: "acme/gated-sentiment",
        inputs: "The delivery was quick and the headphones sound wonderful.",
    },
);
console.log(result);
