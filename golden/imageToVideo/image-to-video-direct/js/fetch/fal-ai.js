import { readFile, writeFile } from "node:fs/promises";

const image = "data:image/jpeg;base64," + (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://fal.run/Wan-AI/Wan2.1-I2V-14B-720P", {
    method: "POST",
    headers: {
        Authorization: `Key ${process.env.FAL_AI_API_KEY}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        image_url: image,
        prompt: "The cats slowly turn their heads towards the camera."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const result = await response.json();
const url = result.video.url;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.mp4", Buffer.from(await download.arrayBuffer()));
