# unknown model type (must be text-to-speech or automatic-speech-recognition)
