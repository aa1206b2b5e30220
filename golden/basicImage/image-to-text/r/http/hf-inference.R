library(httr2)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/Salesforce/blip-image-captioning-large") |>
  req_headers(Authorization = authorization) |>
  req_body_file("cats.jpg", type = "image/jpeg")
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
