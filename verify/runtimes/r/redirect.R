# Runs an R snippet on its own (Rscript redirect.R snippet.R), redirected to the verify mock by
# redirect-hook.R. The verify run itself uses serve.R, which forks one child per snippet.
source(file.path(dirname(sub("^--file=", "", grep("^--file=", commandArgs(FALSE), value = TRUE)[[1]])), "redirect-hook.R"))
source(commandArgs(trailingOnly = TRUE)[[1]])
