// What the CLI's tests share: the clone's `main` (what bin/snippets.js runs: the package's commands and the
// repository's, repo-cli/) run in process with its output collected, and a scratch folder that goes when
// the test file's tests are done.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { main } from "../../repo-cli/main.ts";

/** Runs `snippets <argv>` in this process: its exit code and what it wrote to stdout and stderr. */
export async function run(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await main(argv, (s) => void (out += s), (s) => void (err += s));
  return { code, out, err };
}

/** A fresh folder under the system's temporary folder, removed after the calling file's tests. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
