library(httr2)

payload <- list(
  model = "accounts/fireworks/models/llama-v3p1-8b-instruct",
  messages = list(
    list(
      role = "user",
      content = "What is the capital of France?"
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("FIREWORKS_AI_API_KEY"))
req <- request("https://api.fireworks.ai/inference/v1/chat/completions") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$message)
