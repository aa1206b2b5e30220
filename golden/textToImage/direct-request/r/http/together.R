library(httr2)

payload <- list(
  model = "black-forest-labs/FLUX.1-dev",
  prompt = "A lighthouse on a rocky coast at sunrise, oil painting",
  steps = 5,
  response_format = "base64"
)

authorization <- paste("Bearer", Sys.getenv("TOGETHER_API_KEY"))
req <- request("https://api.together.xyz/v1/images/generations") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
writeBin(openssl::base64_decode(result$data[[1]]$b64_json), "output.jpg")
