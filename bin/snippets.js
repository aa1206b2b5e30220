#!/usr/bin/env node
// The `snippets` command in a clone: runs the TypeScript CLI through tsx (no build step), with the
// repository's own commands (repo-cli/main.ts). The installed package has a launcher of its own for its
// built cli.js, the package's commands alone (scripts/build-package.ts writes it).
delete process.env.SNIPPETS_CLI; // set by the package's launcher, which runs engine/cli/main.ts on import
const { register } = await import("tsx/esm/api");
register();
const [{ runProcess }, { main }] = await Promise.all([import("../engine/cli/main.ts"), import("../repo-cli/main.ts")]);
runProcess(main);
