# Evaluate this policy in simulation (set --env.type to the environment it was trained on)
lerobot-eval \
  --policy.path='lerobot/diffusion_pusht' \
  --env.type=pusht \
  --eval.n_episodes=10 \
  --eval.batch_size=10
