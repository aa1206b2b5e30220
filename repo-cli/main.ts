// `snippets` in a clone of the repository (bin/snippets.js): the installed package's commands
// (engine/cli/main.ts) and the repository's own, which work on its golden files, its catalogue sources and
// the hub's pinned packages: golden, drift, docs, and schema generated from the sources (with --write).
// Nothing the package ships imports this folder, so its build leaves these out without being told.
import { PACKAGE_COMMANDS, runCommand, type Commands } from "../engine/cli/main.ts";

export const REPOSITORY_COMMANDS: Commands = {
  ...PACKAGE_COMMANDS,
  golden: async () => (await import("./golden.ts")).goldenCommand,
  schema: async () => (await import("./schema.ts")).schemaCommand,
  drift: async () => (await import("./drift.ts")).driftCommand,
  docs: async () => (await import("./docs.ts")).docsCommand,
};

/** `snippets <argv>` in a clone: exit 0 ok, 1 golden check (or drift) failed, 2 bad input. */
export function main(argv: string[], out?: (s: string) => void, err?: (s: string) => void): Promise<number> {
  return runCommand(REPOSITORY_COMMANDS, argv, out, err);
}
