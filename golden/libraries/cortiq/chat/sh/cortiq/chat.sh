# answer one prompt (replace model.cmf with the file you downloaded)
cortiq run model.cmf --prompt "Name three rivers in Europe."

# or serve an OpenAI-compatible API on port 8080
cortiq serve model.cmf --port 8080
