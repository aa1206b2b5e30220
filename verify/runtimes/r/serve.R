# The verify run's R server (verify/session.ts): loads httr2 once, then runs each job's snippet in
# a forked child (parallel::mcparallel), so every snippet still has a process of its own (working folder,
# output files, exit status, failure) without paying R's and httr2's start-up each time. The child
# sources the snippet into a fresh environment, as Rscript would run it.
# Job lines on stdin: id \t dir \t file \t stdout \t stderr \t mock base \t proxy port.
# Answers `@@verify <id> <exit status>` (1 when the snippet stops with an error, as Rscript exits).
suppressPackageStartupMessages({
  for (package in c("httr2", "jsonlite", "curl")) {
    # Forces every lazily loaded function now, so the children inherit them loaded.
    ns <- loadNamespace(package)
    for (name in ls(ns, all.names = TRUE)) invisible(get(name, envir = ns))
  }
})
source(file.path(Sys.getenv("VERIFY_R_DIR"), "redirect-hook.R"))

run_job <- function(dir, file, stdout, stderr, base) {
  setwd(dir)
  Sys.setenv(VERIFY_MOCK_BASE = base)
  out <- file(stdout, open = "wt")
  err <- file(stderr, open = "wt")
  sink(out)
  sink(err, type = "message")
  status <- tryCatch(
    withCallingHandlers(
      {
        source(file, local = new.env(parent = globalenv()))
        0L
      },
      warning = function(w) {
        message("Warning message:\n", conditionMessage(w))
        invokeRestart("muffleWarning")
      }
    ),
    error = function(e) {
      # An error in the script's own top level comes from source()'s eval: Rscript shows no call then.
      call <- conditionCall(e)
      top <- is.null(call) || identical(call[[1]], quote(eval))
      message(if (top) "Error: " else paste0("Error in ", deparse(call)[[1]], " : "), conditionMessage(e))
      message("Execution halted")
      1L
    }
  )
  sink(type = "message")
  sink()
  close(out)
  close(err)
  status
}

# Loaded: the verify run's time limit for a job counts from here (verify/session.ts).
cat("@@ready\n")
flush(stdout())
input <- file("stdin", open = "r")
repeat {
  line <- readLines(input, n = 1)
  if (length(line) == 0) break
  f <- strsplit(line, "\t", fixed = TRUE)[[1]]
  job <- parallel::mcparallel(run_job(f[[2]], f[[3]], f[[4]], f[[5]], f[[6]]), silent = TRUE)
  result <- parallel::mccollect(job)[[1]]
  status <- if (is.integer(result) && length(result) == 1) result else 2L
  cat(sprintf("@@verify %s %d\n", f[[1]], status))
  flush(stdout())
}
