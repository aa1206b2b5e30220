library(httr2)

payload <- list(
  inputs = list(
    data = list(
      bathrooms = list("1", "2", "3"),
      bedrooms = list("2", "3", "4"),
      surface_m2 = list("54", "88", "132")
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/scikit-learn/Fish-Weight") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
