import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const stream = client.chatCompletionStream(
    {
        provider: "together",
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

for await (const chunk of stream) {
    process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
}
process.stdout.write("\n");
