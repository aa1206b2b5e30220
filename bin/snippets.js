#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so no build step is needed.
import { register } from "tsx/esm/api";

register();
process.env.SNIPPETS_CLI = "1";
await import("../engine/cli/main.ts");
