import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

// The client waits for the provider's job queue on a timer that does not keep Node running:
// hold the process open until the answer arrives.
const keepAlive = setInterval(() => {}, 60_000);
const result = await client.textToImage(
    {
        provider: "wavespeed",
        model: "XLabs-AI/flux-RealismLora",
        inputs: "A lighthouse on a rocky coast at sunrise, oil painting",
        parameters: {
            num_inference_steps: 5
        },
    },
).finally(() => clearInterval(keepAlive));
await writeFile("output.png", Buffer.from(await result.arrayBuffer()));
