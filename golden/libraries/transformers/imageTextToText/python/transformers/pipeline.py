# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline("image-text-to-text", model="HuggingFaceTB/SmolVLM-Instruct")
messages = [
    {
        "role": "user",
        "content": [
            {
                "type": "text",
                "text": "Describe this image in one sentence."
            },
            {
                "type": "image",
                "url": "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/coco_sample.png"
            }
        ]
    }
]
print(pipe(text=messages))
