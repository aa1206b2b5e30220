# Run from the root of the VoiceCraft repository
import torch
from models import voicecraft

device = "cuda" if torch.cuda.is_available() else "cpu"
model = voicecraft.VoiceCraft.from_pretrained("pyp1/VoiceCraft_830M_TTSEnhanced").to(device)
phn2num = model.args.phn2num  # the phoneme vocabulary of this checkpoint
config = vars(model.args)

# Text-to-speech and speech editing also need the Encodec tokenizer and the phonemizer:
# see inference_tts.ipynb and inference_speech_editing.ipynb in the repository
