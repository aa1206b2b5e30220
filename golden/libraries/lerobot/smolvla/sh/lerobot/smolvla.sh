# Fine-tune this SmolVLA policy on your own LeRobot dataset (replace the dataset id)
lerobot-train \
  --policy.path='lerobot/smolvla_base' \
  --dataset.repo_id=your-username/your-dataset \
  --batch_size=64 \
  --steps=20000 \
  --output_dir=outputs/train/smolvla_finetuned \
  --policy.device=cuda
