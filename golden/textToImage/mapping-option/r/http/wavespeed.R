library(httr2)

payload <- list(
  num_inference_steps = 5,
  prompt = "A lighthouse on a rocky coast at sunrise, oil painting",
  loras = list(
    list(
      path = "XLabs-AI/flux-RealismLora",
      scale = 1
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/wavespeed/api/v3/wavespeed-ai/flux-dev-lora") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

# GET a JSON document with the same credentials (an HTTP error stops the script).
get_json <- function(url) {
  request(url) |>
    req_headers(Authorization = authorization) |>
    req_perform() |>
    resp_body_json()
}

# The answer is a job that may still be running: poll it until it is done.
job <- resp_body_json(resp)
poll_url <- paste0("https://router.huggingface.co/wavespeed", url_parse(job$data$urls$get)$path)
while (job$data$status != "completed") {
  if (job$data$status %in% list("failed")) stop("The job ended without a result: ", job$data$status)
  Sys.sleep(1)
  job <- get_json(poll_url)
}

result <- job
url <- result$data$outputs[[1]]
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.png")
