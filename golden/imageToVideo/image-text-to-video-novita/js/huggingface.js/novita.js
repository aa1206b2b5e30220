import { InferenceClient } from "@huggingface/inference";
import { readFile, writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

// The client waits for the provider's job queue on a timer that does not keep Node running:
// hold the process open until the answer arrives.
const keepAlive = setInterval(() => {}, 60_000);
const result = await client.imageTextToVideo(
    {
        provider: "novita",
        model: "MiniMaxAI/MiniMax-H3",
        inputs: image,
        parameters: {
            prompt: "The cats slowly turn their heads towards the camera."
        },
    },
).finally(() => clearInterval(keepAlive));
await writeFile("output.mp4", Buffer.from(await result.arrayBuffer()));
