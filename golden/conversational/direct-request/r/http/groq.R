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

req <- request("https://api.groq.com/openai/v1/chat/completions") |>
  req_auth_bearer_token(Sys.getenv("GROQ_API_KEY")) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$message)
