import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    base_url="https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud",
    api_key=os.environ["API_TOKEN"],
)

result = client.text_classification(
    "The delivery was quick and the headphones sound wonderful.",
)
print(result)
