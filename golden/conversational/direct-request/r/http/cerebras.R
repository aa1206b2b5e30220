library(httr2)

payload <- list(
  model = "llama3.1-8b",
  messages = list(
    list(
      role = "user",
      content = "What is the capital of France?"
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("CEREBRAS_API_KEY"))
req <- request("https://api.cerebras.ai/v1/chat/completions") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$message)
