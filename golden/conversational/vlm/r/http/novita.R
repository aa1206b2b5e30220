library(httr2)

payload <- list(
  model = "Qwen/Qwen2.5-VL-7B-Instruct:novita",
  messages = list(
    list(
      role = "user",
      content = list(
        list(
          type = "text",
          text = "Describe this image in one sentence."
        ),
        list(
          type = "image_url",
          image_url = list(
            url = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/coco_sample.png"
          )
        )
      )
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/v1/chat/completions") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$message)
