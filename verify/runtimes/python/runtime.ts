// Python: a server imports the HTTP library once and forks a child per snippet (serve.py);
// sitecustomize.py sends every request to the mock. launch.py starts the snippets of other languages
// that need a process of their own.
import { join } from "node:path";
import { defineRuntime } from "../types.ts";

export default defineRuntime({
  language: "python",
  command: "python3",
  args: [],
  file: "snippet.py",
  clients: ({ dir, has, start }) => ({
    requests: has("python3", ["-c", "import requests"])
      ? { ...start(), server: { id: "python", command: "python3", args: [join(dir, "serve.py")], env: {}, servers: 3 } }
      : "python3 with requests is not installed (apt-get install -y python3-requests)",
    huggingface_hub: "runtime not installable here (Python package huggingface_hub comes from PyPI, which is unreachable)",
    openai: "runtime not installable here (Python package openai comes from PyPI, which is unreachable)",
    fal_client: "runtime not installable here (Python package fal_client comes from PyPI, which is unreachable)",
  }),
});
