// JavaScript: one Node process (this Node, so snippets run with the version the tests run with) runs
// snippet after snippet (serve.mjs); preload.mjs sends every fetch to the mock.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { defineRuntime } from "../types.ts";

export default defineRuntime({
  language: "js",
  command: "node",
  args: ["--no-warnings"],
  file: "snippet.mjs",
  clients({ dir, start }) {
    const node = start(["--import", pathToFileURL(join(dir, "preload.mjs")).href]);
    const server = { id: "js", command: node.command, args: node.args(join(dir, "serve.mjs")), env: {}, servers: 3 };
    return { fetch: { ...node, server }, openai: { ...node, server }, "huggingface.js": { ...node, server } };
  },
});
