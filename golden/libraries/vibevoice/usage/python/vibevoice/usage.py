import torch
from vibevoice.modular.modeling_vibevoice_inference import VibeVoiceForConditionalGenerationInference
from vibevoice.processor.vibevoice_processor import VibeVoiceProcessor

processor = VibeVoiceProcessor.from_pretrained("microsoft/VibeVoice-1.5B")
model = VibeVoiceForConditionalGenerationInference.from_pretrained(
    "microsoft/VibeVoice-1.5B",
    torch_dtype=torch.bfloat16,
    device_map="cuda",
    attn_implementation="sdpa",
)
model.eval()
model.set_ddpm_inference_steps(num_steps=10)

# One "Speaker N:" line per turn, and one voice sample per speaker
script = "Speaker 1: Welcome to the show.\nSpeaker 2: Thanks, glad to be here."
inputs = processor(
    text=[script],
    # Your own recordings of the speakers' voices, one per speaker
    voice_samples=[["speaker1.wav", "speaker2.wav"]],
    padding=True,
    return_tensors="pt",
    return_attention_mask=True,
)
inputs = {key: value.to("cuda") if torch.is_tensor(value) else value for key, value in inputs.items()}

outputs = model.generate(**inputs, max_new_tokens=None, cfg_scale=1.3, tokenizer=processor.tokenizer)
processor.save_audio(outputs.speech_outputs[0], output_path="podcast.wav")
