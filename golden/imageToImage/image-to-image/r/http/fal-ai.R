library(httr2)

image <- paste0("data:image/jpeg;base64,", openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg"))))

payload <- list(
  image_url = image,
  prompt = "Turn the cats into tigers."
)

req <- request("https://router.huggingface.co/fal-ai/black-forest-labs/FLUX.1-Kontext-dev") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
url <- result$images[[1]]$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.png")
