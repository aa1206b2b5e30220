library(httr2)

payload <- list(
  model = "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
  messages = list(
    list(
      role = "user",
      content = "What is the capital of France?"
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("TOGETHER_API_KEY"))
req <- request("https://api.together.xyz/v1/chat/completions") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$message)
