from dia.model import Dia

model = Dia.from_pretrained("nari-labs/Dia-1.6B")

# [S1] and [S2] mark the two speakers of the dialogue.
text = "[S1] Have you tried the new text-to-dialogue model? [S2] I have, and the voices sound natural."
output = model.generate(text)
model.save_audio("dialogue.mp3", output)
