library(httr2)

image <- paste0("data:image/jpeg;base64,", openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg"))))

payload <- list(
  image_url = image,
  prompt = "The cats slowly turn their heads towards the camera."
)

req <- request("https://router.huggingface.co/fal-ai/Wan-AI/Wan2.1-I2V-14B-720P") |>
  req_auth_bearer_token(Sys.getenv("HF_TOKEN")) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
url <- result$video$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.mp4")
