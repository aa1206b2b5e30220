# generate 20 seconds of music with lyrics (replace model.cmf with the file you downloaded)
cortiq music model.cmf \
  --prompt "acoustic folk, fingerpicked guitar, soft vocals" \
  --lyrics "[verse] we walked the old road home" \
  --seconds 20 --out song.wav
