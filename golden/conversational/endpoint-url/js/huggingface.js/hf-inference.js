import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.API_TOKEN).endpoint("https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud");

const completion = await client.chatCompletion(
    {
        messages: [
            {
                content: "What is the capital of France?",
                role: "user"
            }
        ],
    },
);

console.log(completion.choices[0].message);
