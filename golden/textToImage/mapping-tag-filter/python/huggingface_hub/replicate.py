import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="replicate",
    api_key=os.environ["HF_TOKEN"],
)

result = client.text_to_image(
    "A lighthouse on a rocky coast at sunrise, oil painting",
    num_inference_steps=5,
    model="XLabs-AI/flux-RealismLora",
)
result.save("output.png")
