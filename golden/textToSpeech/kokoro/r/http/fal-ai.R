library(httr2)

payload <- list(
  text = "Welcome aboard. The train to the coast leaves from platform four."
)

req <- request("https://router.huggingface.co/fal-ai/hexgrad/Kokoro-82M") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
url <- result$audio$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.flac")
