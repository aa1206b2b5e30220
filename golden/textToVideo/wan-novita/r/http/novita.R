library(httr2)

payload <- list(
  prompt = "A paper boat drifting down a rainy street at dusk."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/novita/v3/async/wan-t2v") |>
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

# The answer names a job: poll it by its id until it is done.
poll_url <- paste0("https://router.huggingface.co/novita/v3/async/task-result?task_id=", resp_body_json(resp)$task_id)
repeat {
  Sys.sleep(1)
  job <- get_json(poll_url)
  if (job$task$status == "TASK_STATUS_SUCCEED") break
  if (job$task$status %in% list("TASK_STATUS_FAILED")) stop("The job ended without a result: ", job$task$status)
}

result <- job
url <- result$videos[[1]]$video_url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.mp4")
