#!/usr/bin/env node
// From a clone, runs the TypeScript CLI through tsx (no build step); from an installed package, which
// ships no sources, runs the built dist/cli.js.
import { existsSync } from "node:fs";

process.env.SNIPPETS_CLI = "1";
if (existsSync(new URL("../engine/cli/main.ts", import.meta.url))) {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../engine/cli/main.ts");
} else {
  await import("../dist/cli.js");
}
