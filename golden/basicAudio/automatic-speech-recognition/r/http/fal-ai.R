library(httr2)

audio <- paste0("data:audio/x-wav;base64,", openssl::base64_encode(readBin("sample1.wav", "raw", file.size("sample1.wav"))))

payload <- list(
  audio_url = audio
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/fal-ai/fal-ai/whisper") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$text)
