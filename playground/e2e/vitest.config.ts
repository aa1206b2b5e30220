// End-to-end tests in Debian's chromium: `npm run test:e2e` (the playground, and the packed package in a page).
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { concurrencyNote, freeCores, scaled } from "../../verify/machine-load.ts";
import { listedFirst } from "../../vitest.order.ts";

/**
 * A browser test file spends much of its time waiting (its page on the dev server, the server on the
 * page), so two files share a free core: on an idle two-core machine, 227 s one at a time, 160 s two at a
 * time. At most one per core (each is a dev server and a chromium).
 */
async function browserTestFiles(): Promise<number> {
  const free = await freeCores();
  const chosen = Math.min(availableParallelism(), 2 * free);
  console.log(`browser test files: ${concurrencyNote(chosen, free)}`);
  return chosen;
}

// The dev servers serve React's production build (harness.ts): the global setup's, in this process, and
// the workers' (given the same in `env` below).
process.env.PLAYGROUND_E2E_REACT = "production";

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    // The playground's, and the installed package's in a page (scripts/package/browser.e2e.ts).
    include: ["playground/e2e/**/*.e2e.ts", "scripts/package/**/*.e2e.ts"],
    // Fills the dev servers' dependency cache once, before the files run side by side.
    globalSetup: ["playground/e2e/global-setup.ts"],
    // Guards against a hang, not against slowness (verify/machine-load.ts).
    testTimeout: scaled(120_000),
    hookTimeout: scaled(120_000),
    // expect.poll waits for what the page shows; vitest's default limit is 1 s, Playwright's own 30 s.
    expect: { poll: { timeout: scaled(30_000) } },
    maxWorkers: await browserTestFiles(),
    // A worker's files share its modules, so they share the harness's server and chromium (harness.ts:
    // each file finds the server's copies as they were made, its own contexts in the browser).
    isolate: false,
    env: { PLAYGROUND_E2E_REUSE: "1", PLAYGROUND_E2E_REACT: "production" },
    // The longest first (an idle CI run's seconds, two at a time); the others after them.
    sequence: {
      sequencer: listedFirst([
        "playground/e2e/keeps-work.e2e.ts", // 122 s
        "playground/e2e/a11y.e2e.ts", // 90 s
        "playground/e2e/playground.e2e.ts", // 62 s
        "playground/e2e/review.e2e.ts", // 24 s
        "playground/e2e/model-page.e2e.ts", // 23 s
      ]),
    },
  },
});
