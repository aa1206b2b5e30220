library(httr2)

payload <- list(
  prompt = "A paper boat drifting down a rainy street at dusk."
)

req <- request("https://router.huggingface.co/fal-ai/Wan-AI/Wan2.1-T2V-14B") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
url <- result$video$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.mp4")
