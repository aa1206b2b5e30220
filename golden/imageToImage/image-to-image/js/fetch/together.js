import { readFile, writeFile } from "node:fs/promises";

const image = "data:image/jpeg;base64," + (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/together/v1/images/generations", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "black-forest-labs/FLUX.1-kontext-dev",
        prompt: "Turn the cats into tigers.",
        image_url: image,
        response_format: "base64"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
await writeFile("output.jpg", Buffer.from(result.data[0].b64_json, "base64"));
