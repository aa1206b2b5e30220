library(httr2)

req <- request("https://router.huggingface.co/hf-inference/models/nvidia/segformer-b0-finetuned-ade-512-512") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_file("cats.jpg", type = "image/jpeg")
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
