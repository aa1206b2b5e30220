library(httr2)

payload <- list(
  prompt = "A lighthouse on a rocky coast at sunrise, oil painting",
  num_inference_steps = 5
)

authorization <- paste("Key", Sys.getenv("FAL_AI_API_KEY"))
req <- request("https://queue.fal.run/fal-ai/flux/dev") |>
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

# The provider answers with a job: poll its status until it completes, then fetch the result.
job_url <- paste0("https://queue.fal.run", url_parse(resp_body_json(resp)$response_url)$path)
while (get_json(paste0(job_url, "/status"))$status != "COMPLETED") Sys.sleep(1)
result <- get_json(paste0(job_url))
url <- result$images[[1]]$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.png")
