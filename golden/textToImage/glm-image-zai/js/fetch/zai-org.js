import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/zai-org/api/paas/v4/async/images/generations", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
        "Accept-Language": "en-US,en",
        "X-Source-Channel": "hugging_face",
    },
    body: JSON.stringify({
        num_inference_steps: 5,
        model: "glm-image",
        prompt: "A lighthouse on a rocky coast at sunrise, oil painting"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
// The answer names a job: poll it by its id until it is done.
const pollUrl = "https://router.huggingface.co/zai-org/api/paas/v4/async-result/" + (await response.json()).id;
let job;
for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const poll = await fetch(pollUrl, { headers: { Authorization: `Bearer ${process.env.HF_TOKEN}` } });
    if (!poll.ok) {
        throw new Error(`Poll request failed with status ${poll.status}: ${await poll.text()}`);
    }
    job = await poll.json();
    if (job.task_status === "SUCCESS") break;
    if (["FAIL"].includes(job.task_status)) {
        throw new Error(`The job ended without a result: ${JSON.stringify(job)}`);
    }
}
const result = job;
const url = result.image_result[0].url;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.png", Buffer.from(await download.arrayBuffer()));
