import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
    {
        provider: "novita",
        model: "Qwen/Qwen2.5-VL-7B-Instruct",
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
    },
);

console.log(completion.choices[0].message);
