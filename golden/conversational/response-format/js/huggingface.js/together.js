import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
    {
        provider: "together",
        model: "meta-llama/Llama-3.1-8B-Instruct",
        messages: [
            {
                role: "user",
                content: "What is the capital of France?"
            }
        ],
        response_format: {
            type: "json_schema",
            json_schema: {
                name: "capital",
                schema: {
                    title: "capital",
                    type: "object",
                    properties: {
                        city: {
                            type: "string"
                        },
                        country: {
                            type: "string"
                        }
                    },
                    required: ["city", "country"],
                    additionalProperties: false
                },
                strict: true
            }
        },
    },
);

console.log(completion.choices[0].message);
