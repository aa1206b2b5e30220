from huggingface_sb3 import load_from_hub

checkpoint = load_from_hub(repo_id="sb3/ppo-CartPole-v1", filename="ppo-CartPole-v1.zip")
# Load it with the algorithm it was trained with, for example:
# from stable_baselines3 import PPO
# model = PPO.load(checkpoint)
