import { readFile, writeFile } from "node:fs/promises";

const image = "data:image/jpeg;base64," + (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://queue.fal.run/fal-ai/wan-i2v", {
    method: "POST",
    headers: {
        Authorization: `Key ${process.env.FAL_AI_API_KEY}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        prompt: "The cats slowly turn their heads towards the camera.",
        image_url: image
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
// The provider answers with a job: poll its status until it completes, then fetch the result.
const job = await response.json();
const jobUrl = "https://queue.fal.run" + new URL(job.response_url).pathname;
const authorization = { Authorization: `Key ${process.env.FAL_AI_API_KEY}` };
for (;;) {
    const status = await fetch(jobUrl + "/status", { headers: authorization });
    if (!status.ok) {
        throw new Error(`Status request failed with status ${status.status}: ${await status.text()}`);
    }
    if ((await status.json()).status === "COMPLETED") break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
}
const resultResponse = await fetch(jobUrl, { headers: authorization });
if (!resultResponse.ok) {
    throw new Error(`Result request failed with status ${resultResponse.status}: ${await resultResponse.text()}`);
}
const result = await resultResponse.json();
const url = result.video.url;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.mp4", Buffer.from(await download.arrayBuffer()));
