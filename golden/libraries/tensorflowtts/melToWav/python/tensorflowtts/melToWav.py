from tensorflow_tts.inference import TFAutoModel

vocoder = TFAutoModel.from_pretrained("tensorspeech/tts-mb_melgan-ljspeech-en")

# mel_spectrogram: the output of a text-to-mel model, shape [batch, frames, mel bins]
# audio = vocoder.inference(mel_spectrogram)[0, :, 0]
