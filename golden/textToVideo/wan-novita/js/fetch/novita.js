import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/novita/v3/async/wan-t2v", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        prompt: "A paper boat drifting down a rainy street at dusk."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
// The answer names a job: poll it by its id until it is done.
const pollUrl = "https://router.huggingface.co/novita/v3/async/task-result?task_id=" + (await response.json()).task_id;
let job;
for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const poll = await fetch(pollUrl, { headers: { Authorization: `Bearer ${process.env.HF_TOKEN}` } });
    if (!poll.ok) {
        throw new Error(`Poll request failed with status ${poll.status}: ${await poll.text()}`);
    }
    job = await poll.json();
    if (job.task.status === "TASK_STATUS_SUCCEED") break;
    if (["TASK_STATUS_FAILED"].includes(job.task.status)) {
        throw new Error(`The job ended without a result: ${JSON.stringify(job)}`);
    }
}
const result = job;
const url = result.videos[0].video_url;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.mp4", Buffer.from(await download.arrayBuffer()));
