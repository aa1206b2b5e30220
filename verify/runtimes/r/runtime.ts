// R: a server loads httr2 once and forks a child per snippet (serve.R); redirect.R sends it to the mock.
import { join } from "node:path";
import { defineRuntime } from "../types.ts";

export default defineRuntime({
  language: "r",
  command: "Rscript",
  clients: ({ dir, has, start }) => ({
    http: has("Rscript", ["-e", "library(httr2)"])
      ? { ...start([join(dir, "redirect.R")]), server: { id: "r", command: "Rscript", args: [join(dir, "serve.R")], env: { VERIFY_R_DIR: dir }, servers: 3 } }
      : "R with httr2 is not installed (apt-get install -y --no-install-recommends r-base-core r-cran-httr2 r-cran-jsonlite)",
  }),
});
