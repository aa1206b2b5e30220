import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
        "Prefer": "wait",
    },
    body: JSON.stringify({
        input: {
            prompt: "A lighthouse on a rocky coast at sunrise, oil painting",
            num_inference_steps: 5
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
// The answer is a job that may still be running: poll it until it is done.
let job = await response.json();
const pollUrl = "https://router.huggingface.co/replicate" + new URL(job.urls.get).pathname;
while (job.status !== "succeeded") {
    if (["failed", "canceled"].includes(job.status)) {
        throw new Error(`The job ended without a result: ${JSON.stringify(job)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const poll = await fetch(pollUrl, { headers: { Authorization: `Bearer ${process.env.HF_TOKEN}` } });
    if (!poll.ok) {
        throw new Error(`Poll request failed with status ${poll.status}: ${await poll.text()}`);
    }
    job = await poll.json();
}
const result = job;
const output = result.output;
const url = Array.isArray(output) ? output[0] : output;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.png", Buffer.from(await download.arrayBuffer()));
