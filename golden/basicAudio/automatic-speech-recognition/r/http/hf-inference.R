library(httr2)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/openai/whisper-large-v3") |>
  req_headers(Authorization = authorization) |>
  req_body_file("sample1.flac", type = "audio/flac")
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
