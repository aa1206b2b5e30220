library(httr2)

image <- paste0("data:image/jpeg;base64,", openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg"))))

payload <- list(
  model = "black-forest-labs/FLUX.1-kontext-dev",
  prompt = "Turn the cats into tigers.",
  image_url = image,
  response_format = "base64"
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/together/v1/images/generations") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
writeBin(openssl::base64_decode(result$data[[1]]$b64_json), "output.jpg")
