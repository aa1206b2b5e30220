import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { playgroundGoldenFiles } from "./playground/server/plugin.ts";
import { concurrencyNote, freeCores, scaled } from "./verify/machine-load.ts";
import { listedFirst } from "./vitest.order.ts";
import { SLOW_SUITES } from "./vitest.slow.ts";

/** A slow suite named on the command line (`npx vitest run verify/fuzz.test.ts`) runs like any other. */
const namedSlow = process.argv.some((arg) => SLOW_SUITES.some((suite) => suite === arg || suite === arg.replace(/^\.\//, "")));
const mode = process.env.SNIPPETS_TESTS ?? (namedSlow ? "all" : "fast");

/** Every test file of the project; `npm test` runs them all but the slow suites (vitest.slow.ts). */
export const ALL_TESTS = ["engine/**/*.test.ts", "repo-cli/**/*.test.ts", "docs-site/**/*.test.ts", "verify/**/*.test.ts", "catalogue/**/*.test.ts", "golden/**/*.test.ts", "playground/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "bench/**/*.test.ts", "*.test.ts"];

/**
 * The slow suites mostly wait on processes they start (one at a time, they kept 0.63 of a core busy:
 * 903 CPU-s in 1429 s, load 30 to 40), so two share a free core, as the browser test files do: two on a
 * two-core machine with one core free (which took them one at a time before), at most one per core.
 */
async function slowWorkers(): Promise<number> {
  const free = await freeCores();
  const chosen = Math.min(availableParallelism(), 2 * free);
  console.log(`slow suites: ${concurrencyNote(chosen, free)}`);
  return chosen;
}

export default defineConfig({
  // The playground reads golden/ through a virtual module; its tests need the same plugin.
  plugins: [playgroundGoldenFiles({ goldenDir: resolve(import.meta.dirname, "golden"), templatesDir: resolve(import.meta.dirname, "templates") })],
  test: {
    include: mode === "slow" ? SLOW_SUITES : ALL_TESTS,
    exclude: ["**/node_modules/**", "playground/e2e/**", ...(mode === "fast" ? SLOW_SUITES : [])],
    // Guards against a hang, not against slowness: the idle figure times the machine's time scale
    // (verify/machine-load.ts; TEST_TIME_SCALE sets it). A test that waits longer names its own.
    testTimeout: scaled(60_000),
    hookTimeout: scaled(60_000),
    ...(mode === "slow" ? { maxWorkers: await slowWorkers(), sequence: { sequencer: listedFirst(SLOW_SUITES) } } : {}),
    // npm test: the test files of a worker share their modules (the engine, the catalogue, the templates
    // are loaded once, not once per file), which halves its CPU time. A file that needs fresh modules
    // says so (vi.resetModules); every file resets what it changes (afterEach), and each jsdom file starts
    // with empty browser storage (playground/test-setup.ts: the window is shared too). The slow suites, which
    // change the environment and kill processes, keep a module graph each.
    isolate: mode !== "fast",
    // Component tests' waits (Testing Library's findBy…, waitFor) scaled like every other limit.
    setupFiles: ["playground/test-setup.ts"],
    // Tests render through both the fast template path and Handlebars and fail on any difference.
    env: { SNIPPETS_FAST_TEMPLATES: "check" },
  },
});
