# generate an image (replace model.cmf with the file you downloaded)
cortiq imagine model.cmf --prompt "a lighthouse on a cliff at dawn" --out lighthouse.ppm
