library(httr2)

payload <- list(
  inputs = "The blender I ordered stopped working after two days and I would like my money back.",
  parameters = list(
    candidate_labels = list("refund", "legal", "faq")
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/facebook/bart-large-mnli") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
