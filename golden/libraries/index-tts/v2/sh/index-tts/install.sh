hf download 'IndexTeam/IndexTTS-2' --local-dir checkpoints
