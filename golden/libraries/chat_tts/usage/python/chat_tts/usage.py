import ChatTTS
import torch
import torchaudio
from huggingface_hub import snapshot_download

chat = ChatTTS.Chat()
chat.load(source="custom", custom_path=snapshot_download("2Noise/ChatTTS"), compile=False)

wavs = chat.infer(["Hello! This sentence was spoken by ChatTTS."])
torchaudio.save("output.wav", torch.from_numpy(wavs[0]).unsqueeze(0), 24000)
