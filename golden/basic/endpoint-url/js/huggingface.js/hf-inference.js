import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.API_TOKEN).endpoint("https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud");

const result = await client.textClassification(
    {
        inputs: "The delivery was quick and the headphones sound wonderful.",
    },
);
console.log(result);
