library(httr2)

payload <- list(
  inputs = structure("\"Paris is the '\\\"\\\"\\\"`$(rm -rf ~)`${process.exit(1)}#{x}\\\\\\n\\t\\u0000<mask>\\u2028end of France.\"", class = "json")
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/hf-inference/models/acme/hostile-model") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload, json_verbatim = TRUE)
resp <- req_perform(req)

result <- resp_body_json(resp)
print(result)
