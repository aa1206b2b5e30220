library(httr2)

payload <- list(
  inputs = "Paris is the [MASK] of France."
)

req <- request("https://router.huggingface.co/hf-inference/models/google-bert/bert-base-uncased") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
