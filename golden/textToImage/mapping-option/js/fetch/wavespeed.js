import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/wavespeed/api/v3/wavespeed-ai/flux-dev-lora", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        num_inference_steps: 5,
        prompt: "A lighthouse on a rocky coast at sunrise, oil painting",
        loras: [
            {
                path: "XLabs-AI/flux-RealismLora",
                scale: 1
            }
        ]
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
// The answer is a job that may still be running: poll it until it is done.
let job = await response.json();
const pollUrl = "https://router.huggingface.co/wavespeed" + new URL(job.data.urls.get).pathname;
while (job.data.status !== "completed") {
    if (["failed"].includes(job.data.status)) {
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
const url = result.data.outputs[0];
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.png", Buffer.from(await download.arrayBuffer()));
