# Load model directly
from transformers import AutoFeatureExtractor, AutoModelForAudioClassification

processor = AutoFeatureExtractor.from_pretrained("superb/wav2vec2-base-superb-ks")
model = AutoModelForAudioClassification.from_pretrained("superb/wav2vec2-base-superb-ks")
