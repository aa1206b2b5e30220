library(httr2)

payload <- list(
  text = "Welcome aboard. The train to the coast leaves from platform four."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/fal-ai/fal-ai/kokoro/american-english") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
url <- result$audio$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.flac")
