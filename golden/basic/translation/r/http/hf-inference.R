library(httr2)

payload <- list(
  inputs = "Le marché ouvre tous les samedis matin sur la place du village."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/Helsinki-NLP/opus-mt-fr-en") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
