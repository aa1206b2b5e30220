library(httr2)

payload <- list(
  inputs = list(
    sentences = list(
      "A puppy is playing in the garden.",
      "The stock market fell sharply today.",
      "A cat is asleep on the sofa."
    ),
    source_sentence = "A dog runs across the park."
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/sentence-transformers/all-MiniLM-L6-v2/pipeline/sentence-similarity") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
