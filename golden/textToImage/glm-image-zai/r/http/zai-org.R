library(httr2)

payload <- list(
  num_inference_steps = 5,
  model = "glm-image",
  prompt = "A lighthouse on a rocky coast at sunrise, oil painting"
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/zai-org/api/paas/v4/async/images/generations") |>
  req_headers(Authorization = authorization) |>
  req_headers("Accept-Language" = "en-US,en") |>
  req_headers("X-Source-Channel" = "hugging_face") |>
  req_body_json(payload)
resp <- req_perform(req)

# GET a JSON document with the same credentials (an HTTP error stops the script).
get_json <- function(url) {
  request(url) |>
    req_headers(Authorization = authorization) |>
    req_perform() |>
    resp_body_json()
}

# The answer names a job: poll it by its id until it is done.
poll_url <- paste0("https://router.huggingface.co/zai-org/api/paas/v4/async-result/", resp_body_json(resp)$id)
repeat {
  Sys.sleep(1)
  job <- get_json(poll_url)
  if (job$task_status == "SUCCESS") break
  if (job$task_status %in% list("FAIL")) stop("The job ended without a result: ", job$task_status)
}

result <- job
url <- result$image_result[[1]]$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.png")
