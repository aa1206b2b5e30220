library(httr2)

payload <- list(
  inputs = list(
    query = "Which city has the largest population?",
    table = list(
      City = list("Lagos", "Lima", "Oslo"),
      Population = list("15388000", "10719000", "709000")
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/google/tapas-base-finetuned-wtq") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
