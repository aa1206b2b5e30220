library(httr2)

payload <- list(
  inputs = "Welcome aboard. The train to the coast leaves from platform four."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/hexgrad/Kokoro-82M") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

writeBin(resp_body_raw(resp), "output.flac")
