library(httr2)

image <- paste0("data:image/jpeg;base64,", openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg"))))

payload <- list(
  prompt = "The cats slowly turn their heads towards the camera.",
  image_url = image
)

authorization <- paste("Key", Sys.getenv("FAL_AI_API_KEY"))
req <- request("https://queue.fal.run/fal-ai/wan-i2v") |>
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
url <- result$video$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.mp4")
