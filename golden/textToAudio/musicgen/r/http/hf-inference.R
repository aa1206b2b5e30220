library(httr2)

payload <- list(
  inputs = "A calm piano melody with soft rain in the background."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/facebook/musicgen-small") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

writeBin(resp_body_raw(resp), "output.flac")
