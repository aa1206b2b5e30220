library(httr2)

payload <- list(
  model = "BAAI/bge-large-en-v1.5",
  input = "The quick brown fox jumps over the lazy dog."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/together/v1/embeddings") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$data[[1]]$embedding)
