library(httr2)

payload <- list(
  inputs = list(
    data = list(
      alcohol = list("9.4", "9.8", "12.6"),
      fixed_acidity = list("7.4", "7.8", "10.3"),
      volatile_acidity = list("0.70", "0.88", "0.32")
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/julien-c/wine-quality") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
