from dia2 import Dia2, GenerationConfig, SamplingConfig

model = Dia2.from_repo("nari-labs/Dia2-2B", device="cuda", dtype="bfloat16")

config = GenerationConfig(cfg_scale=2.0, audio=SamplingConfig(temperature=0.8, top_k=50))
# [S1] and [S2] mark the two speakers of the dialogue
script = "[S1] Did you try the new model? [S2] I did, it sounds great."
model.generate(script, config=config, output_wav="dialogue.wav")
