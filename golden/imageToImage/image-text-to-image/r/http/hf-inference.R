library(httr2)

image <- openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg")))

payload <- list(
  inputs = image,
  parameters = list(
    prompt = "Paint the cats in the style of a watercolour."
  )
)

req <- request("https://router.huggingface.co/hf-inference/models/Qwen/Qwen-Image-Edit") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

writeBin(resp_body_raw(resp), "output.png")
