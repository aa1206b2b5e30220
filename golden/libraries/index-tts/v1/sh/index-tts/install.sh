hf download 'IndexTeam/IndexTTS' --local-dir checkpoints
