// Bundle budget: builds engine + templates + catalogue for the browser (bench/bundle.config.ts), plain
// and lean (scripts/browser-build/lean.ts), prints raw and gzip sizes against the 150 KB budget and what takes
// the room in each (bench/bundle-sizes.ts), and checks that each bundle renders exactly what the
// source engine renders. Then measures the built playground (`npm run build`): the
// JavaScript its index.html loads on a first visit, against the 300 KB gzip budget (bench/first-visit.ts).
//   npm run build && npx tsx bench/bundle.ts
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { getInferenceSnippets } from "../engine/index.ts";
import { getLibrarySnippets } from "../engine/libraries/index.ts";
import { timedInferenceCases } from "./inference.ts";
import { timedLibraryRecords } from "./libraries.ts";
import { fmt, table, REPO } from "./measure.ts";
import { FIRST_VISIT_BUDGET_KB, firstVisit, type FirstVisit } from "./first-visit.ts";
import type { PartSize } from "./bundle-sizes.ts";

export const BUDGET_KB = 150;

interface Built {
  name: string;
  raw: number;
  gzip: number;
  identical: boolean;
  /** Its parts, largest gzip share first. */
  parts: PartSize[];
}

async function build(lean: boolean): Promise<Built> {
  execFileSync(process.execPath, [resolve(REPO, "node_modules/vite/bin/vite.js"), "build", "--config", "bench/bundle.config.ts"], {
    cwd: REPO,
    env: { ...process.env, BUNDLE_LEAN: lean ? "1" : "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const outDir = resolve(REPO, lean ? "dist/bundle-bench-lean" : "dist/bundle-bench");
  const file = resolve(outDir, "snippets.js");
  const parts = JSON.parse(readFileSync(resolve(outDir, "sizes.json"), "utf8")) as PartSize[];
  const code = readFileSync(file);
  const bundle = await import(pathToFileURL(file).href);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const identical =
    timedInferenceCases().cases.every((c) => {
      const options = { provider: c.provider, ...c.options };
      return same(bundle.getInferenceSnippets(c.model, options), getInferenceSnippets(c.model, options));
    }) && timedLibraryRecords().records.every((c) => same(bundle.getLibrarySnippets(c), getLibrarySnippets(c)));
  return {
    name: lean ? "lean (data validated at build time, zod/mini on use)" : "plain (no build-time steps)",
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    identical,
    parts,
  };
}

export async function benchBundle({ log = console.log } = {}): Promise<Built[]> {
  const results = [await build(false), await build(true)];
  log("Browser bundle: engine + templates + catalogue (vite lib build, browser condition, minified)");
  log(
    table([
      ["build", "raw KB", "gzip KB", `budget ${BUDGET_KB} KB`, "renders as the source engine"],
      ...results.map((r) => [r.name, fmt(r.raw / 1024, 1), fmt(r.gzip / 1024, 1), r.gzip / 1024 <= BUDGET_KB ? "within" : "over", r.identical ? "yes" : "NO"]),
    ]),
  );
  const kb = (bytes: number) => fmt(bytes / 1024, 1);
  for (const r of results) {
    log(`\nWhat takes the room, ${r.name}: minified size, and what each part adds to the gzip of the rest`);
    const shown = r.parts.slice(0, 14);
    const others = r.parts.slice(shown.length);
    log(
      table([
        ["part", "raw KB", "gzip KB"],
        ...shown.map((p) => [p.part, kb(p.raw), kb(p.gzip)]),
        [`${others.length} smaller parts`, kb(others.reduce((sum, p) => sum + p.raw, 0)), kb(others.reduce((sum, p) => sum + p.gzip, 0))],
      ]),
    );
  }
  return results;
}

/** The built playground's first-visit JavaScript (dist/playground, from `npm run build`). */
export function benchFirstVisit({ log = console.log, distDir = resolve(REPO, "dist/playground") } = {}): FirstVisit {
  const visit = firstVisit(distDir);
  const kb = (bytes: number) => fmt(bytes / 1024, 1);
  log("\nPlayground first visit: JavaScript the built index.html loads at once (entry + static imports, gzip -9)");
  log(
    table([
      ["chunk", "raw KB", "gzip KB"],
      ...visit.initial.map((c) => [c.name, kb(c.raw), kb(c.gzip)]),
      ["total", kb(visit.initialRaw), kb(visit.initialGzip)],
    ]),
  );
  log(`first-visit JS: ${kb(visit.initialGzip)} KB gzip, budget ${FIRST_VISIT_BUDGET_KB} KB: ${visit.initialGzip / 1024 <= FIRST_VISIT_BUDGET_KB ? "within" : "OVER"}`);
  log("\nLoaded on demand (largest first)");
  log(table([["chunk", "raw KB", "gzip KB"], ...visit.deferred.slice(0, 12).map((c) => [c.name, kb(c.raw), kb(c.gzip)])]));
  return visit;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchBundle();
  if (results.some((r) => !r.identical)) process.exitCode = 1;
  const visit = benchFirstVisit();
  if (visit.initialGzip / 1024 > FIRST_VISIT_BUDGET_KB) process.exitCode = 1;
}
