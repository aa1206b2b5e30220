library(httr2)

payload <- list(
  model = "meta-llama/Llama-3.1-8B-Instruct:together",
  messages = list(
    list(
      role = "user",
      content = "What is the capital of France?"
    )
  ),
  response_format = list(
    type = "json_schema",
    json_schema = list(
      name = "capital",
      schema = list(
        title = "capital",
        type = "object",
        properties = list(
          city = list(
            type = "string"
          ),
          country = list(
            type = "string"
          )
        ),
        required = list("city", "country"),
        additionalProperties = FALSE
      ),
      strict = TRUE
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
