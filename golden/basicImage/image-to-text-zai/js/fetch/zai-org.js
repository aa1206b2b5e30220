import { readFile } from "node:fs/promises";

const image = "data:image/jpeg;base64," + (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
        "Accept-Language": "en-US,en",
        "X-Source-Channel": "hugging_face",
    },
    body: JSON.stringify({
        model: "glm-ocr",
        file: image
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
console.log(result.md_results);
