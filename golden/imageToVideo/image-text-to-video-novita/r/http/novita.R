library(httr2)

image <- paste0("data:image/jpeg;base64,", openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg"))))

payload <- list(
  model = "MiniMax-H3",
  content = list(
    list(
      type = "text",
      text = "The cats slowly turn their heads towards the camera."
    ),
    list(
      type = "image_url",
      image_url = list(
        url = image
      ),
      role = "first_frame"
    )
  ),
  resolution = "768P",
  duration = 4,
  ratio = "adaptive"
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/novita/v3/minimax/v2/video_generation") |>
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
poll_url <- paste0("https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/", resp_body_json(resp)$task_id)
repeat {
  Sys.sleep(1)
  job <- get_json(poll_url)
  if (job$task$status == "succeeded") break
  if (job$task$status %in% list("failed", "cancelled")) stop("The job ended without a result: ", job$task$status)
}

result <- job
url <- result$task$content$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.mp4")
