library(httr2)

image <- paste0("data:image/jpeg;base64,", openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg"))))

payload <- list(
  image_url = image,
  sync_mode = TRUE
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/fal-ai/fal-ai/birefnet/v2?_subdomain=queue") |>
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
job_url <- paste0("https://router.huggingface.co/fal-ai", url_parse(resp_body_json(resp)$response_url)$path)
while (get_json(paste0(job_url, "/status", "?_subdomain=queue"))$status != "COMPLETED") Sys.sleep(1)
result <- get_json(paste0(job_url, "?_subdomain=queue"))
url <- result$image$url
if (startsWith(url, "data:")) {
  # The file itself, in the answer: decode it rather than download it.
  writeBin(openssl::base64_decode(sub("^[^,]*,", "", url)), "output.png")
} else {
  download <- req_perform(request(url))
  writeBin(resp_body_raw(download), "output.png")
}
