import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.API_TOKEN).endpoint("https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud/v1/");

const completion = await client.chatCompletion(
    {
        model: "meta-llama/Llama-3.1-8B-Instruct",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ],
    },
);

console.log(completion.choices[0].message);
