// Snippets of one language share a long-lived server (session.ts: a runtime, or the launcher of
// process-per-snippet runtimes) or one built program (toolchains.ts):
// a snippet that exits, throws, hangs or does not compile must fail alone, named with its reason, and
// the passing snippet run next on the same server (or from the same build) must still pass.
import { describe, expect, it } from "vitest";
import { scaled } from "./machine-load.ts";
import { mockAndWorkRoot } from "./mock-fixture.ts";
import { collectSnippets } from "./run.ts";
import { runAll, runtimes, type RunResult, type SnippetToRun } from "./runner.ts";

const fixture = mockAndWorkRoot();

const CASE = "basic/text-classification";

/**
 * A hang's limit is 8 s on an idle machine, times the time scale; the reason says what it waited for. A hang
 * sleeps a day: a two-minute sleep ended before the limit once the scale passed 15 (load 29 on two cores)
 * and passed.
 */
const HANG = /timed out after \d+ ms \(8 s idle × time scale [\d.]+; TEST_TIME_SCALE sets the scale\) waiting for the snippet to exit, counted from its runtime being ready/;

/** Broken variants of the case's passing snippet, per client: what each does, how it is made, what must be said. */
const BROKEN: Record<string, { what: string; make: (code: string) => string; reason: RegExp; timeoutMs?: number }[]> = {
  "python/requests": [
    { what: "exits", make: (c) => `import os\nos._exit(3)\n${c}`, reason: /exit code 3/ },
    { what: "hangs", make: (c) => `import time\ntime.sleep(86400)\n${c}`, reason: HANG, timeoutMs: 8000 },
  ],
  "js/fetch": [
    { what: "ends its runtime", make: (c) => `process.exit(4);\n${c}`, reason: /exit code 4: [^]*the js runner exited \(code 4\)/ },
    { what: "throws", make: (c) => `throw new Error("deliberate failure");\n${c}`, reason: /exit code 1: Error: deliberate failure/ },
  ],
  "ruby/http": [{ what: "raises", make: (c) => `raise "deliberate failure"\n${c}`, reason: /exit code 1: [^]*deliberate failure \(RuntimeError\)/ }],
  "r/http": [{ what: "stops", make: (c) => `stop("deliberate failure")\n${c}`, reason: /exit code 1: [^]*deliberate failure/ }],
  "java/http": [
    {
      what: "ends its JVM",
      make: (c) => c.replace("throws Exception {", "throws Exception {\n        System.exit(7);"),
      reason: /exit code 7: [^]*the java runner exited \(code 7\)/,
    },
    { what: "does not compile", make: (c) => c.replace("throws Exception {", "throws Exception {\n        int broken = ;"), reason: /does not compile:[^]*Main\.java/ },
  ],
  "csharp/http": [
    {
      what: "ends its Mono",
      make: (c) => c.replace(/static async Task Main\(\)\s*\{/, (m) => `${m}\n        Environment.Exit(8);`),
      reason: /exit code 8: [^]*the csharp runner exited \(code 8\)/,
    },
    {
      what: "does not compile",
      make: (c) => c.replace(/static async Task Main\(\)\s*\{/, (m) => `${m}\n        undefinedThing();`),
      reason: /does not compile:[^]*error CS0103: The name `undefinedThing' does not exist/,
    },
  ],
  // Run as a process each, started by the launcher server (python/launch.py).
  "php/http": [
    { what: "exits", make: (c) => c.replace("<?php", "<?php\nexit(9);"), reason: /exit code 9/ },
    { what: "hangs", make: (c) => c.replace("<?php", "<?php\nsleep(86400);"), reason: HANG, timeoutMs: 8000 },
  ],
  // One program for every snippet (toolchains.ts): a module that does not compile is set aside and the
  // program built without it; a panic ends that run only.
  "rust/http": [
    {
      what: "does not compile",
      make: (c) => c.replace("Box<dyn std::error::Error>> {", "Box<dyn std::error::Error>> {\n    undefined_thing();"),
      reason: /does not compile:[^]*undefined_thing/,
    },
    { what: "panics", make: (c) => c.replace("Box<dyn std::error::Error>> {", 'Box<dyn std::error::Error>> {\n    panic!("deliberate failure");'), reason: /exit code 101: [^]*deliberate failure/ },
  ],
  "go/http": [{ what: "does not compile", make: (c) => c.replace("func main() {", "func main() {\n\tundefinedThing()"), reason: /does not compile:[^]*undefined: undefinedThing/ }],
};

describe("a failing snippet among passing ones", () => {
  const { runnable: available, skipped } = runtimes();
  const passing = collectSnippets(CASE).filter((s) => `${s.language}/${s.client}` in BROKEN && available.has(`${s.language}/${s.client}`));
  // What this machine lacks is said, never failed: CI installs every runtime (.ci/run).
  for (const client of Object.keys(BROKEN).filter((c) => !available.has(c))) console.log(`isolation: skipped ${client}: ${skipped.get(client)}`);

  // It builds four programs (Go, Rust, Java, C#) and starts seven runtimes: its limit guards against a
  // hang, scaled with the machine's load; each run's own limit counts from its runtime being ready.
  it("fails alone, with its reason, and the next snippet on the same runner passes", async () => {
    // Runs with a short timeout (a hang) go last, in a batch of their own.
    for (const short of [false, true]) {
      const snippets: SnippetToRun[] = [];
      const expected: { label: string; status: RunResult["status"]; reason?: RegExp }[] = [];
      let timeoutMs: number | undefined;
      for (const good of passing) {
        const client = `${good.language}/${good.client}`;
        for (const broken of BROKEN[client]!.filter((b) => (b.timeoutMs !== undefined) === short)) {
          const content = broken.make(good.content);
          expect(content, `${client}: the broken variant "${broken.what}" changed nothing`).not.toBe(good.content);
          snippets.push({ ...good, name: `${good.name} (${broken.what})`, content });
          expected.push({ label: `${client} ${broken.what}`, status: "failed", reason: broken.reason });
          snippets.push(good);
          expected.push({ label: `${client} after it`, status: "passed" });
          timeoutMs = broken.timeoutMs;
        }
      }
      // One at a time: each passing snippet runs on the server the broken one just used (or its successor).
      const results = await runAll(fixture.mock, snippets, fixture.root, 1, undefined, { timeoutMs });
      for (const [i, e] of expected.entries()) {
        const reasons = results[i]!.reasons.join("\n");
        expect(results[i]!.status, `${e.label}:\n${reasons}`).toBe(e.status);
        if (e.reason) expect(reasons, e.label).toMatch(e.reason);
      }
    }
    // Node runs the tests, so the JavaScript clients at least were checked.
    expect(passing.some((s) => s.language === "js")).toBe(true);
  }, scaled(240_000));
});
