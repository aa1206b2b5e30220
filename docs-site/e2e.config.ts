// The reference pages' browser test in Debian's chromium (docs-site/html/site.e2e.ts):
//   npx vitest run --config docs-site/e2e.config.ts
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { scaled } from "../verify/machine-load.ts";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["docs-site/**/*.e2e.ts"],
    // Guards against a hang, not against slowness (verify/machine-load.ts).
    testTimeout: scaled(300_000),
    hookTimeout: scaled(180_000),
    expect: { poll: { timeout: scaled(30_000) } },
  },
});
