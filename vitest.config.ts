import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["engine/**/*.test.ts", "catalogue/**/*.test.ts", "golden/**/*.test.ts", "playground/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "playground/e2e/**"],
    testTimeout: 60_000,
  },
});
