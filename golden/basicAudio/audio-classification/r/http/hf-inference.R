library(httr2)

req <- request("https://router.huggingface.co/hf-inference/models/MIT/ast-finetuned-audioset-10-10-0.4593") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_file("sample1.flac", type = "audio/flac")
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
