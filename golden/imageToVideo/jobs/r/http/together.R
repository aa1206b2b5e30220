library(httr2)

image <- paste0("data:image/jpeg;base64,", openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg"))))

payload <- list(
  model = "Wan-AI/Wan2.2-I2V-A14B",
  frame_images = list(
    list(
      input_image = image,
      frame = "first"
    )
  ),
  prompt = "The cats slowly turn their heads towards the camera."
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/together/v2/videos") |>
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
poll_url <- paste0("https://router.huggingface.co/together/v2/videos/", resp_body_json(resp)$id)
repeat {
  Sys.sleep(1)
  job <- get_json(poll_url)
  if (job$status == "completed") break
  if (job$status %in% list("failed", "cancelled")) stop("The job ended without a result: ", job$status)
}

result <- job
url <- result$outputs$video_url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.mp4")
