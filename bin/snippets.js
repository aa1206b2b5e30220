#!/usr/bin/env node
// The `snippets` command in a clone: runs the TypeScript CLI through tsx (no build step). The installed
// package has a launcher of its own for its built cli.js (scripts/build-package.ts writes it).
process.env.SNIPPETS_CLI = "1";
const { register } = await import("tsx/esm/api");
register();
await import("../engine/cli/main.ts");
