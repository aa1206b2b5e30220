import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.TOGETHER_API_KEY);

const result = await client.textToImage(
    {
        provider: "together",
        model: "black-forest-labs/FLUX.1-dev",
        inputs: "A lighthouse on a rocky coast at sunrise, oil painting",
        parameters: {
            num_inference_steps: 5
        },
    },
);
await writeFile("output.jpg", Buffer.from(await result.arrayBuffer()));
