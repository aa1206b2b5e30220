library(httr2)

payload <- list(
  inputs = "Paris is the [MASK] of France."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/google-bert/bert-base-uncased") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
