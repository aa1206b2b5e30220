library(httr2)

payload <- list(
  inputs = "The delivery was quick and the headphones sound wonderful."
)

req <- request("https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud") |>
  req_auth_bearer_token(Sys.getenv("API_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
