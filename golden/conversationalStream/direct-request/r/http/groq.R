library(httr2)

payload <- list(
  model = "llama-3.1-8b-instant",
  messages = list(
    list(
      role = "user",
      content = "What is the capital of France?"
    )
  ),
  stream = TRUE
)

authorization <- paste("Bearer", Sys.getenv("GROQ_API_KEY"))
req <- request("https://api.groq.com/openai/v1/chat/completions") |>
  req_headers(Authorization = authorization) |>
  req_body_json(payload)

# Server-sent events: print each token as it arrives, until the [DONE] event.
pending <- raw(0)
finished <- FALSE
on_bytes <- function(bytes) {
  pending <<- c(pending, bytes)
  while (!finished && length(newline <- which(pending == as.raw(0x0a))) > 0) {
    line <- trimws(rawToChar(pending[seq_len(newline[1] - 1)]))
    pending <<- pending[-seq_len(newline[1])]
    if (!startsWith(line, "data:")) next
    data <- trimws(substring(line, nchar("data:") + 1))
    if (data == "[DONE]") {
      finished <<- TRUE
    } else {
      chunk <- jsonlite::fromJSON(data, simplifyVector = FALSE)
      if (length(chunk$choices) > 0) cat(chunk$choices[[1]]$delta$content)
      flush(stdout())
    }
  }
  !finished
}
# req_stream waits until its buffer is full: a one-byte buffer hands over each token at once.
resp <- req_stream(req, on_bytes, buffer_kb = 1 / 1024)
resp_check_status(resp)
cat("\n")
