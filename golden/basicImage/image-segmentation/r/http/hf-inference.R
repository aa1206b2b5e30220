library(httr2)

image <- openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg")))

payload <- list(
  inputs = image
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/nvidia/segformer-b0-finetuned-ade-512-512") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
