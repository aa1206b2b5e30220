library(httr2)

payload <- list(
  model = "meta-llama/Llama-3.1-8B-Instruct:hf-inference",
  messages = list(
    list(
      role = "user",
      content = structure("\"It's \\\"quoted\\\" \\\\ with $(cmd), `tick`, ${x}, #{y} and '''triple''' \\\"\\\"\\\"quotes\\\"\\\"\\\"\\nnew line\\u0000nul\"", class = "json")
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/v1/chat/completions") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload, json_verbatim = TRUE)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result$choices[[1]]$message)
