library(httr2)

payload <- list(
  prompt = "A lighthouse on a rocky coast at sunrise, oil painting",
  num_inference_steps = 5
)

req <- request("https://fal.run/black-forest-labs/FLUX.1-dev") |>
  req_headers(Authorization = paste("Key", Sys.getenv("FAL_AI_API_KEY"))) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
url <- result$images[[1]]$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.png")
