library(httr2)

payload <- list(
  model = "hexgrad/Kokoro-82M",
  input = "Welcome aboard. The train to the coast leaves from platform four."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/deepinfra/v1/openai/audio/speech") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

writeBin(resp_body_raw(resp), "output.wav")
