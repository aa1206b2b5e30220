library(httr2)

payload <- list(
  model = "llama-3.1-8b-instant",
  messages = list(
    list(
      role = "user",
      content = "What is the capital of France?"
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("GROQ_API_KEY"))
req <- request("https://api.groq.com/openai/v1/chat/completions") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$message)
