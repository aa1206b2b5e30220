import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

// The client waits for the provider's job queue on a timer that does not keep Node running:
// hold the process open until the answer arrives.
const keepAlive = setInterval(() => {}, 60_000);
const result = await client.imageSegmentation(
    {
        provider: "fal-ai",
        model: "ZhengPeng7/BiRefNet",
        inputs: image,
    },
).finally(() => clearInterval(keepAlive));
console.log(result);
