from huggingface_hub import hf_hub_download
from kimia_infer.api.kimia import KimiAudio

model = KimiAudio(model_path="moonshotai/Kimi-Audio-7B-Instruct", load_detokenizer=True)

audio_path = hf_hub_download("Narsil/asr_dummy", "1.flac", repo_type="dataset")  # a sample speech clip from the hub

sampling_params = {
    "audio_temperature": 0.8,
    "audio_top_k": 10,
    "text_temperature": 0.0,
    "text_top_k": 5,
}
messages = [
    {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
    {"role": "user", "message_type": "audio", "content": audio_path},
]
_, text = model.generate(messages, **sampling_params, output_type="text")
print(text)
