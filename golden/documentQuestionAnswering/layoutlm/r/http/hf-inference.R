library(httr2)

image <- openssl::base64_encode(readBin("invoice.jpg", "raw", file.size("invoice.jpg")))

payload <- list(
  inputs = list(
    image = image,
    question = "What is the invoice number?"
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/impira/layoutlm-document-qa") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
