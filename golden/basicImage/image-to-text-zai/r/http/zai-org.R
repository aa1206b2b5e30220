library(httr2)

image <- paste0("data:image/jpeg;base64,", openssl::base64_encode(readBin("cats.jpg", "raw", file.size("cats.jpg"))))

payload <- list(
  model = "glm-ocr",
  file = image
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing") |>
  req_headers(Authorization = authorization) |>
  req_headers("Accept-Language" = "en-US,en") |>
  req_headers("X-Source-Channel" = "hugging_face") |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$md_results)
