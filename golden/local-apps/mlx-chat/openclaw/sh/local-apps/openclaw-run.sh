openclaw agent --local --agent main --message 'Hello from my own machine'
