import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

const result = await client.textToImage(
    {
        provider: "replicate",
        model: "black-forest-labs/FLUX.1-dev",
        inputs: "A lighthouse on a rocky coast at sunrise, oil painting",
        parameters: {
            num_inference_steps: 5
        },
    },
);
await writeFile("output.png", Buffer.from(await result.arrayBuffer()));
