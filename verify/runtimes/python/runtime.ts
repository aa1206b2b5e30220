// Python: a server imports the HTTP library once and forks a child per snippet (serve.py);
// sitecustomize.py sends every request to the mock (requests' and, for the SDKs, httpx's). The SDK
// clients run in two virtual environments make-env.sh makes from requirements/sdk.txt (the newest SDKs) and
// requirements/sdk-oldest.txt (the oldest), from the machine's local package index: each SDK snippet runs
// with both. launch.py starts the snippets of other languages that need a process of their own.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineRuntime, type ClientRuntime } from "../types.ts";

/** An SDK environment: .cache/venv-<name> (VERIFY_SDK_ENV, VERIFY_SDK_OLDEST_ENV elsewhere), made from requirements/<name>.txt. */
interface SdkEnv {
  name: string;
  path: string;
}
const REPO = join(import.meta.dirname, "../../..");
const SDK_ENVS = {
  newest: { name: "sdk", path: process.env.VERIFY_SDK_ENV ?? join(REPO, ".cache/venv-sdk") },
  oldest: { name: "sdk-oldest", path: process.env.VERIFY_SDK_OLDEST_ENV ?? join(REPO, ".cache/venv-sdk-oldest") },
} satisfies Record<string, SdkEnv>;

/** The versions an environment's requirements pin (`huggingface_hub==2.0.0`), by package name. */
export function pinnedVersions(requirements: string): Record<string, string> {
  return Object.fromEntries([...requirements.matchAll(/^([A-Za-z0-9_.-]+)==(\S+)\s*$/gm)].map((m) => [m[1]!, m[2]!]));
}

export default defineRuntime({
  language: "python",
  command: "python3",
  clients: ({ dir, has, start }) => {
    /** The SDK clients of one environment: how they run there, or why not. */
    const sdkClients = (env: SdkEnv, id: string): Record<"huggingface_hub" | "openai", ClientRuntime | string> => {
      const python = join(env.path, "bin", "python");
      const make = `verify/runtimes/python/make-env.sh ${env.name}`;
      if (!existsSync(python) || !has(python, ["-c", "import huggingface_hub, openai"])) {
        const why = (module: string) => `Python package ${module} is not installed in .cache/venv-${env.name} (${make})`;
        return { huggingface_hub: why("huggingface_hub"), openai: why("openai") };
      }
      const pins = pinnedVersions(readFileSync(join(dir, "requirements", `${env.name}.txt`), "utf8"));
      // openai's resources (its chat API and the streaming helpers) are what its snippets use: openai 2.x imports
      // every resource and type at the first `client.chat` (about 500 modules, a CPU-second per snippet forked
      // without them), 3.x the chat ones; both are imported once here instead.
      const preload = "huggingface_hub:InferenceClient,openai:OpenAI,openai.resources,openai.resources.chat,openai.lib.streaming.chat,PIL.Image";
      const server = { id, command: python, args: [join(dir, "serve.py")], env: { VERIFY_PRELOAD: preload, VERIFY_PATCH_HTTPX: "1" }, servers: 3 };
      const client = { command: python, args: (file: string) => [file], file: "snippet.py", server };
      return { huggingface_hub: { ...client, decodesImages: true, version: pins.huggingface_hub }, openai: { ...client, version: pins.openai } };
    };
    const newest = sdkClients(SDK_ENVS.newest, "python-sdk");
    const oldest = sdkClients(SDK_ENVS.oldest, "python-sdk-oldest");
    return {
      requests: has("python3", ["-c", "import requests"])
        ? { ...start(), server: { id: "python", command: "python3", args: [join(dir, "serve.py")], env: {}, servers: 3 } }
        : "python3 with requests is not installed (apt-get install -y python3-requests)",
      huggingface_hub: newest.huggingface_hub,
      "huggingface_hub@oldest": oldest.huggingface_hub,
      openai: newest.openai,
      "openai@oldest": oldest.openai,
      fal_client: "Python package fal_client is not in this machine's package index (PyPI is unreachable); its snippets are checked against its signature table (verify/python-api/clients/fal_client.yaml)",
    };
  },
});
