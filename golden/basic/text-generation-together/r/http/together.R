library(httr2)

payload <- list(
  model = "Qwen/Qwen2.5-7B",
  prompt = "The best way to learn a new language is"
)

req <- request("https://router.huggingface.co/together/v1/completions") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$text)
