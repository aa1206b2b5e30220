library(httr2)

payload <- list(
  prompt = "A lighthouse on a rocky coast at sunrise, oil painting",
  num_inference_steps = 5,
  loras = list(
    list(
      path = "https://huggingface.co/XLabs-AI/flux-RealismLora/resolve/main/lora.safetensors",
      scale = 1
    )
  )
)

authorization <- paste("Bearer", Sys.getenv("HF_TOKEN"))
req <- request("https://router.huggingface.co/fal-ai/fal-ai/flux-lora?_subdomain=queue") |>
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
url <- result$images[[1]]$url
download <- req_perform(request(url))
writeBin(resp_body_raw(download), "output.png")
