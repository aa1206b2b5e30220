library(httr2)

payload <- list(
  inputs = "The delivery was quick and the headphones sound wonderful."
)

authorization <- paste("Bearer", Sys.getenv("API_TOKEN"))
req <- request("https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
