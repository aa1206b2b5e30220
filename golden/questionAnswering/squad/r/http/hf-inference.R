library(httr2)

payload <- list(
  inputs = list(
    context = "Paris is the capital and most populous city of France.",
    question = "What is the capital of France?"
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
