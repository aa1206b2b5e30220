import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

// The client waits for the provider's job queue on a timer that does not keep Node running:
// hold the process open until the answer arrives.
const keepAlive = setInterval(() => {}, 60_000);
const result = await client.textToVideo(
    {
        provider: "fal-ai",
        model: "benjamin-paine/steamboat-willie-14b",
        inputs: "A paper boat drifting down a rainy street at dusk.",
    },
).finally(() => clearInterval(keepAlive));
await writeFile("output.mp4", Buffer.from(await result.arrayBuffer()));
