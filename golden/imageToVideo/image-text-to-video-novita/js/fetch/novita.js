import { readFile, writeFile } from "node:fs/promises";

const image = "data:image/jpeg;base64," + (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/novita/v3/minimax/v2/video_generation", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "MiniMax-H3",
        content: [
            {
                type: "text",
                text: "The cats slowly turn their heads towards the camera."
            },
            {
                type: "image_url",
                image_url: {
                    url: image
                },
                role: "first_frame"
            }
        ],
        resolution: "768P",
        duration: 4,
        ratio: "adaptive"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
// The answer names a job: poll it by its id until it is done.
const pollUrl = "https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/" + (await response.json()).task_id;
let job;
for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const poll = await fetch(pollUrl, { headers: { Authorization: `Bearer ${process.env.HF_TOKEN}` } });
    if (!poll.ok) {
        throw new Error(`Poll request failed with status ${poll.status}: ${await poll.text()}`);
    }
    job = await poll.json();
    if (job.task.status === "succeeded") break;
    if (["failed", "cancelled"].includes(job.task.status)) {
        throw new Error(`The job ended without a result: ${JSON.stringify(job)}`);
    }
}
const result = job;
const url = result.task.content.url;
const download = await fetch(url);
if (!download.ok) {
    throw new Error(`Download failed with status ${download.status}: ${url}`);
}
await writeFile("output.mp4", Buffer.from(await download.arrayBuffer()));
