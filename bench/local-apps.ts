// Local-app snippets: this engine's getLocalApps against @huggingface/tasks' LOCAL_APPS (each app's
// displayOnModelPage, then its snippet or deep link, given the GGUF file our engine picks, as the hub
// passes the chosen file), on the records of the local-app golden cases where both sides offer at least
// one app. Each pass takes the next copy of every record (a fresh id, see recordPool). The unit is one
// record's full list of apps: CPU time per record, median and range over rounds.
//   npx tsx bench/local-apps.ts [--rounds N] [--round-ms MS]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fg from "fast-glob";
import { parse } from "yaml";
import { LOCAL_APPS } from "@huggingface/tasks";
import { chooseGGUF, getLocalApps, ggufFiles, validateModel } from "../engine/index.ts";
import { alternate, type Comparison, comparisonTable, flag, fmtSpread, REPO } from "./measure.ts";
import { poolPass, recordPool } from "./models.ts";
import { ENGINE_STAGES, formatShares, whereTimeGoes } from "./where.ts";

type Record_ = { id: string } & Record<string, unknown>;

/** The model records of the local-app golden cases. */
export function localAppRecords(): Record_[] {
  return fg
    .sync("golden/cases/local-apps/*.yaml", { cwd: REPO })
    .sort()
    .map((file) => (parse(readFileSync(resolve(REPO, file), "utf8")) as { model: Record_ }).model);
}

type IncumbentApp = {
  displayOnModelPage: (model: unknown) => boolean;
  snippet?: (model: unknown, filepath?: string) => unknown;
  deeplink?: (model: unknown, filepath?: string) => URL;
};
const incumbentApps = Object.values(LOCAL_APPS as unknown as Record<string, IncumbentApp>);

/** The incumbent's apps for a record: each one's snippet(s) or deep link. */
function theirs(model: Record_, filepath: string | undefined): unknown[] {
  const out: unknown[] = [];
  for (const app of incumbentApps) {
    if (!app.displayOnModelPage(model)) continue;
    out.push(app.snippet ? app.snippet(model, filepath) : app.deeplink!(model, filepath).href);
  }
  return out;
}

function count(fn: () => unknown[]): number {
  try {
    return fn().length;
  } catch {
    return 0;
  }
}

export async function benchLocalApps({ rounds = 6, roundMs = 500, log = console.log } = {}): Promise<Comparison> {
  const records = localAppRecords();
  const fileOf = (model: Record_) => chooseGGUF(ggufFiles(validateModel(model)))?.path;
  const usable = records.filter((r) => count(() => getLocalApps(r)) > 0 && count(() => theirs(r, fileOf(r))) > 0);
  // The file is picked outside the timed passes: the incumbent is given it, as the hub gives it.
  const pool = recordPool(usable).map((set) => set.map((model) => ({ model, file: fileOf(model) })));
  const result = alternate(
    [
      { name: "ours", pass: poolPass(pool, ({ model }) => (getLocalApps(model), 1)) },
      { name: "@huggingface/tasks", pass: poolPass(pool, ({ model, file }) => (theirs(model, file), 1)) },
    ],
    { rounds, roundMs },
  );
  const apps = (side: (r: Record_) => number) => usable.reduce((n, r) => n + side(r), 0);
  log(`Local-app snippets: ${usable.length} of ${records.length} records (golden/cases/local-apps), those where both sides offer apps; apps offered: ours ${apps((r) => getLocalApps(r).length)}, incumbent ${apps((r) => theirs(r, fileOf(r)).length)}; ${rounds} alternating rounds of ${roundMs} ms`);
  log(comparisonTable(result, "record"));
  log(`ratio (incumbent CPU per record / ours, per round): ${fmtSpread(result.ratio, 2, "×")} (no target; ours renders every app's shell steps from templates, with literals)`);
  const shares = await whereTimeGoes(poolPass(pool, ({ model }) => getLocalApps(model).length), ENGINE_STAGES);
  log(`  where our time goes (CPU profile): ${formatShares(shares)}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLocalApps({ rounds: flag("--rounds", 6), roundMs: flag("--round-ms", 500) });
}
