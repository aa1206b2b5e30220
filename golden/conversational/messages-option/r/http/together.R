library(httr2)

payload <- list(
  model = "meta-llama/Llama-3.1-8B-Instruct:together",
  messages = list(
    list(
      role = "system",
      content = "You are a terse assistant."
    ),
    list(
      role = "user",
      content = "Name three primary colours."
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
