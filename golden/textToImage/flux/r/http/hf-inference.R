library(httr2)

payload <- list(
  inputs = "A lighthouse on a rocky coast at sunrise, oil painting",
  parameters = list(
    num_inference_steps = 5
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

writeBin(resp_body_raw(resp), "output.png")
