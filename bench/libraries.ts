// Library snippets: this engine's getLibrarySnippets against @huggingface/tasks'
// MODEL_LIBRARIES_UI_ELEMENTS[library].snippets(model), on the record of every golden library case
// (bench/models.ts: every library with snippets, one record at least), alternating rounds. Only records
// where both sides yield snippets are timed (the count, and what was left out and why, are printed);
// each pass renders the next copy of every record (a fresh id, see recordPool). The figure is CPU time
// per snippet, median and range over rounds.
//   npx tsx bench/libraries.ts [--rounds N] [--round-ms MS]
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@huggingface/tasks";
import { getLibrarySnippets } from "../engine/libraries/index.ts";
import { whyNot } from "./inference.ts";
import { alternate, type Comparison, comparisonTable, flag, fmt, fmtSpread } from "./measure.ts";
import { libraryRecords, poolPass, recordPool, type BenchModel } from "./models.ts";
import { ENGINE_STAGES, formatShares, whereTimeGoes } from "./where.ts";

export const LIBRARIES_TARGET = 0.3;

type Incumbent = (model: unknown) => string[] | string;

function incumbentOf(library: string | undefined): Incumbent | undefined {
  if (library === undefined || !Object.hasOwn(MODEL_LIBRARIES_UI_ELEMENTS, library)) return undefined;
  return (MODEL_LIBRARIES_UI_ELEMENTS as unknown as Record<string, { snippets?: Incumbent }>)[library]!.snippets;
}

/** The incumbent's snippets of a record, as a list. */
export function incumbentLibrarySnippets(model: BenchModel): unknown[] {
  const out = incumbentOf(model.library_name)!(model);
  return Array.isArray(out) ? out : [out];
}

/** The records both sides yield snippets for (the record and its last pool copy), and why the others were left out. */
export function timedLibraryRecords(): { records: BenchModel[]; left: string[]; all: number; libraries: number } {
  const { records: all, uncovered } = libraryRecords();
  const records: BenchModel[] = [];
  const left = uncovered.map((library) => `${library}: no golden case`);
  for (const { model, from } of all) {
    const copy = recordPool([model]).at(-1)![0]!;
    const why = incumbentOf(model.library_name)
      ? Object.entries({ ours: getLibrarySnippets, "the incumbent": incumbentLibrarySnippets }).flatMap(([side, render]) => {
          const reason = whyNot(() => render(model)) ?? whyNot(() => render(copy));
          return reason ? [`${side} ${reason}`] : [];
        })
      : ["the incumbent has no snippets for the library"];
    if (why.length) left.push(`${from}: ${why.join("; ")}`);
    else records.push(model);
  }
  return { records, left, all: all.length, libraries: new Set(all.map((r) => r.model.library_name)).size };
}

export async function benchLibraries({ rounds = 6, roundMs = 500, log = console.log } = {}): Promise<Comparison> {
  const { records, left, all, libraries } = timedLibraryRecords();
  const pool = recordPool(records);
  const result = alternate(
    [
      { name: "ours", pass: poolPass(pool, (c) => getLibrarySnippets(c).length) },
      { name: "@huggingface/tasks", pass: poolPass(pool, (c) => incumbentLibrarySnippets(c).length) },
    ],
    { rounds, roundMs },
  );
  const [o, t] = result.contenders as [Comparison["contenders"][0], Comparison["contenders"][0]];
  const timedLibraries = new Set(records.map((r) => r.library_name)).size;
  log(`Library snippets: ${records.length} of ${all} golden records (${timedLibraries} of ${libraries} libraries), those where both sides yield snippets; ${rounds} alternating rounds of ${roundMs} ms`);
  if (left.length) log(`  left out: ${left.join("; ")}`);
  log(comparisonTable(result, "snippet", 3));
  log(`ratio (incumbent CPU per snippet / ours, per round): ${fmtSpread(result.ratio, 2, "×")} (target ≥ ${LIBRARIES_TARGET}×: ${result.ratio.median >= LIBRARIES_TARGET ? "met" : "not met"})`);
  log(`  per record: ours ${fmt((o.cpuPerUnit.median * o.unitsPerPass) / records.length, 2)} µs, incumbent ${fmt((t.cpuPerUnit.median * t.unitsPerPass) / records.length, 2)} µs CPU (${fmt((1e6 * records.length) / (o.cpuPerUnit.median * o.unitsPerPass), 0)} vs ${fmt((1e6 * records.length) / (t.cpuPerUnit.median * t.unitsPerPass), 0)} model sets per CPU second)`);
  const shares = await whereTimeGoes(poolPass(pool, (c) => getLibrarySnippets(c).length), ENGINE_STAGES);
  log(`  where our time goes (CPU profile): ${formatShares(shares)}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLibraries({ rounds: flag("--rounds", 6), roundMs: flag("--round-ms", 500) });
}
