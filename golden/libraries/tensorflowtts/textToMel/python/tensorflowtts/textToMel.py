import tensorflow as tf
from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained("tensorspeech/tts-tacotron2-ljspeech-en")
text2mel = TFAutoModel.from_pretrained("tensorspeech/tts-tacotron2-ljspeech-en")

input_ids = processor.text_to_sequence("Speech synthesis turns written text into sound.")
# The outputs hold the mel spectrogram to pass to a mel-to-wav vocoder.
outputs = text2mel.inference(tf.expand_dims(tf.convert_to_tensor(input_ids, dtype=tf.int32), 0))
