// Python: a server imports the HTTP library once and forks a child per snippet (serve.py);
// sitecustomize.py sends every request to the mock (requests' and, for the SDKs, httpx's). The SDK
// clients run in the virtual environment make-env.sh makes from requirements/sdk.txt (the packages come
// from the machine's local package index). launch.py starts the snippets of other languages that need a
// process of their own.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { defineRuntime } from "../types.ts";

/** The virtual environment of the SDK clients (VERIFY_SDK_ENV elsewhere), and the command that makes it. */
const SDK_ENV = process.env.VERIFY_SDK_ENV ?? join(import.meta.dirname, "../../../.cache/venv-sdk");
const MAKE_SDK_ENV = "verify/runtimes/python/make-env.sh sdk";

export default defineRuntime({
  language: "python",
  command: "python3",
  clients: ({ dir, has, start }) => {
    const python = join(SDK_ENV, "bin", "python");
    const sdk = existsSync(python) && has(python, ["-c", "import huggingface_hub, openai"]);
    const sdkServer = { id: "python-sdk", command: python, args: [join(dir, "serve.py")], env: { VERIFY_PRELOAD: "huggingface_hub:InferenceClient,openai:OpenAI,PIL.Image", VERIFY_PATCH_HTTPX: "1" }, servers: 3 };
    const sdkClient = { command: python, args: (file: string) => [file], file: "snippet.py", server: sdkServer };
    const hubClient = { ...sdkClient, decodesImages: true };
    const noSdk = (module: string) => `Python package ${module} is not installed in .cache/venv-sdk (${MAKE_SDK_ENV})`;
    return {
      requests: has("python3", ["-c", "import requests"])
        ? { ...start(), server: { id: "python", command: "python3", args: [join(dir, "serve.py")], env: {}, servers: 3 } }
        : "python3 with requests is not installed (apt-get install -y python3-requests)",
      huggingface_hub: sdk ? hubClient : noSdk("huggingface_hub"),
      openai: sdk ? sdkClient : noSdk("openai"),
      fal_client: "Python package fal_client is not in this machine's package index (PyPI is unreachable); its snippets are checked against its signature table (verify/python-api/clients/fal_client.yaml)",
    };
  },
});
