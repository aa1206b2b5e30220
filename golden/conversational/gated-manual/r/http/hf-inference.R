# Gated model: request access at https://huggingface.co/meta-llama/Llama-3.2-1B-Instruct and wait for its authors' approval, then use a token (HF_TOKEN) of that account.
library(httr2)

payload <- list(
  model = "meta-llama/Llama-3.2-1B-Instruct:hf-inference",
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
