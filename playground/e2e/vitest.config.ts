// End-to-end tests in Debian's chromium: `npm run test:e2e` (the playground, and the packed package in a page).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    // The playground's, and the installed package's in a page (scripts/package/browser.e2e.ts).
    include: ["playground/e2e/**/*.e2e.ts", "scripts/package/**/*.e2e.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
