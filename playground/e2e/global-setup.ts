// Before any browser test file starts: one dev server optimises the playground's dependencies into the
// shared cache while a page visits the views that load them (on a fresh clone this takes a while, and the
// page may reload once when it ends). The files then run side by side, each server on a copy of it.
import { openPage, removeStaleDepsCopies, startHarness, wait } from "./harness.ts";

export default async function warmDependencyCache(): Promise<void> {
  removeStaleDepsCopies();
  const harness = await startHarness({ sharedCache: true });
  try {
    const page = await openPage(harness.browser);
    await page.goto(`${harness.url}/?view=templates&template=${encodeURIComponent("sh/curl/_default")}`);
    await page.locator("[data-testid=template-editor] .cm-content").waitFor({ timeout: wait(60_000) });
    await page.goto(`${harness.url}/?view=catalogue`);
    await page.locator("#task-title").waitFor({ timeout: wait(60_000) });
    await page.waitForLoadState("networkidle");
  } finally {
    await harness.close();
  }
}
