library(httr2)

payload <- list(
  model = "black-forest-labs/FLUX.1-dev",
  prompt = "A lighthouse on a rocky coast at sunrise, oil painting",
  steps = 5,
  response_format = "base64"
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/together/v1/images/generations") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
writeBin(openssl::base64_decode(result$data[[1]]$b64_json), "output.jpg")
