library(httr2)

payload <- list(
  inputs = "The best way to learn a new language is"
)

req <- request("https://router.huggingface.co/hf-inference/models/openai-community/gpt2") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
