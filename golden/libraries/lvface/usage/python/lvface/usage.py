# Run from the root of the LVFace repository (inference_onnx.py lives there)
from huggingface_hub import hf_hub_download
from inference_onnx import LVFaceONNXInferencer

# The ONNX weights of one model size; the repository also has LVFace-S, -B and -L
model_path = hf_hub_download("bytedance-research/LVFace", "LVFace-T_Glint360K/LVFace-T_Glint360K.onnx")
inferencer = LVFaceONNXInferencer(model_path, use_gpu=False)

# Your own aligned face crops; they are resized to 112 x 112
embedding_1 = inferencer.infer_from_image("face1.jpg")
embedding_2 = inferencer.infer_from_image("face2.jpg")
print(inferencer.calculate_similarity(embedding_1, embedding_2))
