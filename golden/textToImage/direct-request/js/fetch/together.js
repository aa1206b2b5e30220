import { writeFile } from "node:fs/promises";

const response = await fetch("https://api.together.xyz/v1/images/generations", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.TOGETHER_API_KEY}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "black-forest-labs/FLUX.1-dev",
        prompt: "A lighthouse on a rocky coast at sunrise, oil painting",
        steps: 5,
        response_format: "base64"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
await writeFile("output.jpg", Buffer.from(result.data[0].b64_json, "base64"));
