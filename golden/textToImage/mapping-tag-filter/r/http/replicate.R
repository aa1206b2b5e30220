library(httr2)

payload <- list(
  input = list(
    prompt = "A lighthouse on a rocky coast at sunrise, oil painting",
    num_inference_steps = 5,
    lora_weights = "https://huggingface.co/XLabs-AI/flux-RealismLora"
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev-lora/predictions") |>
  req_headers(Authorization = authorization) |>
  req_headers("Prefer" = "wait") |>
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
poll_url <- paste0("https://router.huggingface.co/replicate", url_parse(job$urls$get)$path)
while (job$status != "succeeded") {
  if (job$status %in% list("failed", "canceled")) stop("The job ended without a result: ", job$status)
  Sys.sleep(1)
  job <- get_json(poll_url)
}

result <- job
url <- result$output
if (is.list(url)) url <- url[[1]]
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.png")
