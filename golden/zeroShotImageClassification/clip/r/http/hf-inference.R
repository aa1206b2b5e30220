library(httr2)

image <- openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg")))

payload <- list(
  inputs = list(
    image = image
  ),
  parameters = list(
    candidate_labels = list("cat", "dog", "llama")
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/openai/clip-vit-large-patch14") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
