# Runs an R snippet in verify runs (Rscript redirect.R snippet.R): httr2's request() is wrapped before the
# snippet attaches httr2, so every request goes to the verify mock without touching the snippet.
# https://host/path?q becomes $VERIFY_MOCK_BASE/host/path?q.
local({
  base <- Sys.getenv("VERIFY_MOCK_BASE")
  ns <- asNamespace("httr2")
  original <- get("request", envir = ns)
  redirected <- function(base_url) {
    if (!startsWith(base_url, paste0(base, "/"))) base_url <- sub("^https?://", paste0(base, "/"), base_url)
    original(base_url)
  }
  unlockBinding("request", ns)
  assign("request", redirected, envir = ns)
  lockBinding("request", ns)
})
source(commandArgs(trailingOnly = TRUE)[[1]])
