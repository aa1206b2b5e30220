// The playground's re-render after a template edit, measured on the playground's own render cache
// (playground/lib/render-cache.ts) over every golden case, in Node: one keystroke appended to a template
// at a time, as in the browser test, each timed; then every case rendered from scratch after the edit.
// Target: a keystroke's re-render within a frame (16.7 ms at 60 Hz). The browser test
// (playground/e2e/playground.e2e.ts) reports the same figures from the dev server, without a target.
//   npx tsx bench/playground-render.ts
import { loadCases } from "../engine/golden/harness.ts";
import { getTemplateSource, listTemplates, resetTemplateSources } from "../engine/index.ts";
import { RenderCache } from "../playground/lib/render-cache.ts";
import { fmt, median } from "./measure.ts";

export const FRAME_MS = 1000 / 60;
/** The template and the text typed into it, as in the browser test. */
const TEMPLATE = "python/requests/_default";
const TYPED = "# timing edit";

export function benchPlaygroundRender({ log = console.log } = {}) {
  const cases = loadCases({ root: "golden" });
  const disk = Object.fromEntries(listTemplates().map((key) => [key, getTemplateSource(key)!]));
  const original = disk[TEMPLATE];
  if (original === undefined) throw new Error(`bench/playground-render.ts: no template ${TEMPLATE}`);
  const cache = new RenderCache(cases);
  const first = cache.update(disk);
  const incremental: number[] = [];
  const full: number[] = [];
  let reached = 0;
  try {
    let source = `${original}\n`;
    for (const ch of TYPED) {
      source += ch;
      const update = cache.update({ ...disk, [TEMPLATE]: source });
      if (update.mode !== "incremental") throw new Error(`bench/playground-render.ts: a keystroke gave a ${update.mode} render`);
      const failed = update.renders.filter((r) => r.error !== null);
      if (failed.length) throw new Error(`bench/playground-render.ts: ${failed[0]!.error}`);
      incremental.push(update.millis);
      reached = update.cases;
      full.push(cache.renderAll({ ...disk, [TEMPLATE]: source }).millis);
    }
  } finally {
    resetTemplateSources();
  }
  const keystroke = median(incremental);
  log(`Playground re-render after a template edit (${TEMPLATE}, ${TYPED.length} keystrokes; ${cases.length} golden cases, Node, the playground's render cache):`);
  log(`  first full render ${fmt(first.millis, 1)} ms; a keystroke re-renders ${reached} cases: median ${fmt(keystroke, 1)} ms, max ${fmt(Math.max(...incremental), 1)} ms (target < ${fmt(FRAME_MS, 1)} ms, a frame: ${keystroke < FRAME_MS ? "met" : "not met"})`);
  log(`  every case from scratch after an edit: median ${fmt(median(full), 1)} ms, max ${fmt(Math.max(...full), 1)} ms`);
  return { keystrokeMs: keystroke, incremental, full, cases: cases.length, reached };
}

if (import.meta.url === `file://${process.argv[1]}`) benchPlaygroundRender();
