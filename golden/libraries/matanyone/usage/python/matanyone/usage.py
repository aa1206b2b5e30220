from matanyone import InferenceCore

processor = InferenceCore("PeiqingYang/MatAnyone")

# Your own video, and your segmentation mask of the person to matte in its first frame
foreground_path, alpha_path = processor.process_video(
    input_path="video.mp4",
    mask_path="first_frame_mask.png",
    output_path="outputs",
)
