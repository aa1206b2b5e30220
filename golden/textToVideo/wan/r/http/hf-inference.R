library(httr2)

payload <- list(
  inputs = "A paper boat drifting down a rainy street at dusk."
)

req <- request("https://router.huggingface.co/hf-inference/models/Wan-AI/Wan2.1-T2V-14B") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

writeBin(resp_body_raw(resp), "output.mp4")
