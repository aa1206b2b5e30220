library(httr2)

payload <- list(
  model = "meta-llama/Llama-3.1-8B-Instruct",
  messages = list(
    list(
      role = "user",
      content = "What is the capital of France?"
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("API_TOKEN"))
req <- request("https://my-endpoint.us-east-1.aws.endpoints.huggingface.cloud/v1/chat/completions") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$message)
