import WhisperKit

// Transcribes a local audio file with a Core ML Whisper model from this repository.
Task {
    let config = WhisperKitConfig(model: "large-v3", modelRepo: "argmaxinc/whisperkit-coreml")
    let pipe = try await WhisperKit(config)
    // Your own recording
    let results = try await pipe.transcribe(audioPath: "audio.wav")
    print(results.map { $0.text }.joined(separator: " "))
}
