// Before any browser test file starts: one dev server optimises the playground's dependencies into the
// shared cache while a page visits the views that load them (on a fresh clone this takes a while, and the
// page may reload once when it ends). The files then run side by side, each server on a copy of it.
import { removeStaleDepsCopies, startHarness, warmUp } from "./harness.ts";

export default async function warmDependencyCache(): Promise<void> {
  removeStaleDepsCopies();
  const harness = await startHarness({ sharedCache: true });
  try {
    await warmUp(harness);
  } finally {
    await harness.close();
  }
}
