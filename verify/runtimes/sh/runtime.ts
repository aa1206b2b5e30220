// Shell: curl snippets run as a process each, with bin/curl first on PATH (it hands over to the real
// curl, redirected to the mock); snippets that poll a job read its JSON with jq.
import { defineRuntime } from "../types.ts";

export default defineRuntime({
  language: "sh",
  command: "bash",
  clients: ({ has, start }) => ({
    curl: has("curl", ["--version"]) && has("jq", ["--version"]) ? start() : "curl or jq is not installed (apt-get install -y curl jq)",
  }),
});
