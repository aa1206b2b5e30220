library(httr2)

image <- openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg")))

payload <- list(
  inputs = image,
  parameters = list(
    prompt = "Turn the cats into tigers."
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-Kontext-dev") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

writeBin(resp_body_raw(resp), "output.png")
