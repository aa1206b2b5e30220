# generate a short video (replace model.cmf with the file you downloaded)
cortiq animate model.cmf --prompt "paper boats drifting down a rainy street" --out boats.avi
