import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/deepinfra/v1/openai/audio/speech", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "hexgrad/Kokoro-82M",
        input: "Welcome aboard. The train to the coast leaves from platform four."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
await writeFile("output.wav", Buffer.from(await response.arrayBuffer()));
