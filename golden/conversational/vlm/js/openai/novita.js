import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

const completion = await client.chat.completions.create({
    model: "Qwen/Qwen2.5-VL-7B-Instruct:novita",
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
});

console.log(completion.choices[0].message);
