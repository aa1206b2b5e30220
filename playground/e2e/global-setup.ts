// Before any browser test file starts: one dev server optimises the playground's dependencies into the
// shared cache while a page visits the views that load them (on a fresh clone this takes a while, and the
// page may reload once when it ends). The files then run side by side, each server on a copy of it.
// The workers' servers keep their copies of the repository's folders in a folder of this run
// (PLAYGROUND_E2E_SCRATCH), removed when the run ends: a worker that is stopped cannot remove its own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { removeStaleDepsCopies, startHarness, warmUp } from "./harness.ts";

export default async function warmDependencyCache(): Promise<() => void> {
  removeStaleDepsCopies();
  const scratch = mkdtempSync(resolve(tmpdir(), "playground-e2e-run-"));
  process.env.PLAYGROUND_E2E_SCRATCH = scratch;
  const harness = await startHarness({ sharedCache: true });
  try {
    await warmUp(harness);
  } finally {
    await harness.close();
  }
  return () => {
    rmSync(scratch, { recursive: true, force: true });
    removeStaleDepsCopies();
  };
}
