# macOS and Linux; on Windows (PowerShell): irm https://llama.app/install.ps1 | iex
curl -LsSf https://llama.app/install.sh | sh
