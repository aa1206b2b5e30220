// JavaScript: one Node process (this Node, so snippets run with the version the tests run with) runs
// snippet after snippet (serve.mjs); preload.mjs sends every fetch to the mock. The SDK snippets run twice:
// with the SDKs' newest versions (devDependencies) and with the floors their setup states, installed under
// aliases (`@huggingface/inference-min`, `openai-min`, devDependencies too), whose names their imports get.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { defineRuntime } from "../types.ts";

const NODE_MODULES = join(import.meta.dirname, "../../../node_modules");
/** The installed version of a package (or of an alias): its package.json, read directly (some exports do not list it). */
function versionOf(name: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(NODE_MODULES, name, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** The floors' aliases: SDK package → its alias at the floor (package.json devDependencies). */
export const FLOOR_ALIASES = { "@huggingface/inference": "@huggingface/inference-min", openai: "openai-min" } as const;

export default defineRuntime({
  language: "js",
  command: "node",
  args: ["--no-warnings"],
  file: "snippet.mjs",
  clients({ dir, start }) {
    const node = start(["--import", pathToFileURL(join(dir, "preload.mjs")).href]);
    const server = { id: "js", command: node.command, args: node.args(join(dir, "serve.mjs")), env: {}, servers: 3 };
    // The floors' server empties the provider-mapping cache of the aliased SDK (serve.mjs).
    const floors = { ...server, id: "js-floor", env: { VERIFY_HF_INFERENCE: FLOOR_ALIASES["@huggingface/inference"] }, servers: 2 };
    const sdk = (name: keyof typeof FLOOR_ALIASES) => ({ ...node, server, version: versionOf(name) });
    const floor = (name: keyof typeof FLOOR_ALIASES) => {
      const version = versionOf(FLOOR_ALIASES[name]);
      if (!version) return `${FLOOR_ALIASES[name]} is not installed (npm ci)`;
      return { ...node, server: floors, version, imports: { [name]: FLOOR_ALIASES[name] } };
    };
    return {
      fetch: { ...node, server },
      openai: sdk("openai"),
      "openai@floor": floor("openai"),
      "huggingface.js": sdk("@huggingface/inference"),
      "huggingface.js@floor": floor("@huggingface/inference"),
    };
  },
});
