import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        prompt: "A lighthouse on a rocky coast at sunrise, oil painting",
        num_inference_steps: 5
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
// The provider answers with a job: poll its status until it completes, then fetch the result.
const job = await response.json();
const jobUrl = "https://router.huggingface.co/fal-ai" + new URL(job.response_url).pathname;
const authorization = { Authorization: `Bearer ${process.env.HF_TOKEN}` };
for (;;) {
    const status = await fetch(jobUrl + "/status" + "?_subdomain=queue", { headers: authorization });
    if (!status.ok) {
        throw new Error(`Status request failed with status ${status.status}: ${await status.text()}`);
    }
    if ((await status.json()).status === "COMPLETED") break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
}
const resultResponse = await fetch(jobUrl + "?_subdomain=queue", { headers: authorization });
if (!resultResponse.ok) {
    throw new Error(`Result request failed with status ${resultResponse.status}: ${await resultResponse.text()}`);
}
const result = await resultResponse.json();
const url = result.images[0].url;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.png", Buffer.from(await download.arrayBuffer()));
