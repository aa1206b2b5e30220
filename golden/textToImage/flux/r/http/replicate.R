library(httr2)

payload <- list(
  input = list(
    prompt = "A lighthouse on a rocky coast at sunrise, oil painting",
    num_inference_steps = 5
  )
)

req <- request("https://router.huggingface.co/replicate/v1/models/black-forest-labs/FLUX.1-dev/predictions") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_headers("Prefer" = "wait") |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
url <- result$output
if (is.list(url)) url <- url[[1]]
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.png")
