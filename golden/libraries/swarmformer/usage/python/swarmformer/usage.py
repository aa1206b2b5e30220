import torch
from swarmformer import SwarmFormerModel

model = SwarmFormerModel.from_pretrained("takara-ai/SwarmFormer-Sentiment-Small")
model.eval()


def classify(token_ids: torch.Tensor) -> torch.Tensor:
    """token_ids: (batch, sequence length) token ids; returns the predicted class of each row."""
    with torch.no_grad():
        return model(token_ids).argmax(dim=-1)
