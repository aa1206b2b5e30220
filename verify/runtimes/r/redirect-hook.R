# Wraps httr2's request() so every request goes to the verify mock without touching the snippet; the
# snippet's library(httr2) then attaches the wrapped one. https://host/path?q becomes
# $VERIFY_MOCK_BASE/host/path?q, the base read per request (the verify server sets it per snippet).
local({
  ns <- asNamespace("httr2")
  original <- get("request", envir = ns)
  redirected <- function(base_url) {
    base <- Sys.getenv("VERIFY_MOCK_BASE")
    if (!startsWith(base_url, paste0(base, "/"))) base_url <- sub("^https?://", paste0(base, "/"), base_url)
    original(base_url)
  }
  unlockBinding("request", ns)
  assign("request", redirected, envir = ns)
  lockBinding("request", ns)
})
