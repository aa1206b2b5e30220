import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

const stream = await client.chat.completions.create({
    model: "Qwen/Qwen2.5-VL-7B-Instruct:together",
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
    stream: true,
});

for await (const chunk of stream) {
    process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
}
process.stdout.write("\n");
