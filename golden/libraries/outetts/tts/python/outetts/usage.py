import outetts

interface = outetts.Interface(
    config=outetts.ModelConfig(
        model_path="OuteAI/Llama-OuteTTS-1.0-1B",
        tokenizer_path="OuteAI/Llama-OuteTTS-1.0-1B",
        interface_version=outetts.InterfaceVersion.V3,
        backend=outetts.Backend.HF,
    )
)

speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")
output = interface.generate(
    config=outetts.GenerationConfig(
        text="Hello! This voice was generated with OuteTTS.",
        speaker=speaker,
    )
)
output.save("output.wav")
