library(httr2)

payload <- list(
  model = "Qwen/Qwen2.5-7B-Instruct:featherless-ai",
  messages = list(
    list(
      role = "user",
      content = "What is the capital of France?"
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/v1/chat/completions") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$message)
