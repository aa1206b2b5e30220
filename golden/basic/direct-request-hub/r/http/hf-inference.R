library(httr2)

payload <- list(
  inputs = "The delivery was quick and the headphones sound wonderful."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
