const response = await fetch("https://router.huggingface.co/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: `Bearer ${process.env.HF_TOKEN}`,
        "Content-Type": "application/json",
    },
    body: JSON.stringify({
        model: "Qwen/Qwen2.5-VL-7B-Instruct:hf-inference",
        messages: [
            {
                role: "user",
                content: [
                    {
                        type: "text",
                        text: "Describe this image in one sentence."
                    },
                    {
                        type: "image_url",
                        image_url: {
                            url: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/coco_sample.png"
                        }
                    }
                ]
            }
        ],
        stream: true
    }),
});
if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}: ${await response.text()}`);
}
const decoder = new TextDecoder();
let buffered = "";
let finished = false;
for await (const bytes of response.body) {
    buffered += decoder.decode(bytes, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop();
    for (const line of lines) {
        if (!line.startsWith("data:")) continue;
        const data = line.slice("data:".length).trim();
        if (data === "[DONE]") {
            finished = true;
            break;
        }
        const chunk = JSON.parse(data);
        process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
    }
    if (finished) break;
}
process.stdout.write("\n");
