import librosa
import torch

mars5, config_class = torch.hub.load("Camb-ai/mars5-tts", "mars5_english", trust_repo=True)

# Your own mono recording of the voice to clone, and what is said in it
wav, _ = librosa.load("reference.wav", sr=mars5.sr, mono=True)
ref_transcript = "The transcript of the reference clip."

cfg = config_class(deep_clone=True, rep_penalty_window=100, top_k=100, temperature=0.7, freq_penalty=3)
ar_codes, output_audio = mars5.tts("MARS5 copies the prosody of the reference.", torch.from_numpy(wav), ref_transcript, cfg=cfg)
