# macOS and Linux (Homebrew); on Windows: winget install llama.cpp
brew install llama.cpp
