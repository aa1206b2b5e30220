// `npm run bench`: inference snippets against @huggingface/inference, library and local-app snippets
// against @huggingface/tasks (same records on both sides, CPU time per unit, medians and ranges over
// alternating rounds, and where our time goes), bulk regeneration of 1M records, the browser bundle
// budget, what each entry of the built package adds to a React page beside the hub's packages, the
// golden-check time, the playground's re-render after a template edit, the installed CLI's cold start
// and the verify run (every snippet run against the mock; bench/verify.ts). The machine may
// be shared: read the CPU-time figures, and run it a few times.
//   npx tsx bench/run.ts [--quick] [--bulk-records N]
//   (--quick: inference, library and local-app snippets only; no bulk, no verify run)
import { benchBulk } from "./bulk.ts";
import { benchBundle } from "./bundle.ts";
import { benchEntrySizes } from "./entry-sizes.ts";
import { benchCliCold } from "./cli-cold.ts";
import { benchDocs } from "./docs-pages.ts";
import { benchGolden } from "./golden-time.ts";
import { benchInference } from "./inference.ts";
import { benchLibraries } from "./libraries.ts";
import { benchLocalApps } from "./local-apps.ts";
import { benchPlaygroundRender } from "./playground-render.ts";
import { benchVerify } from "./verify.ts";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { REPO } from "./measure.ts";

const quick = process.argv.includes("--quick");

/** The package in dist/package/, for the entry sizes (scripts/build-package.ts). */
function buildPackage(): void {
  execFileSync(process.execPath, ["--import", "tsx", resolve(REPO, "scripts/build-package.ts")], { cwd: REPO, stdio: ["ignore", "ignore", "inherit"] });
}
const at = process.argv.indexOf("--bulk-records");
const bulkRecords = at >= 0 ? Number(process.argv[at + 1]) : undefined;
await benchInference();
console.log();
await benchLibraries();
console.log();
await benchLocalApps();
if (!quick) {
  console.log();
  await benchBulk({ records: bulkRecords });
  console.log();
  await benchBundle();
  console.log();
  buildPackage();
  await benchEntrySizes();
  console.log();
  benchGolden();
  console.log();
  benchPlaygroundRender();
  console.log();
  console.log("Cold CLI, installed package (npm pack, npm install, fresh processes):");
  benchCliCold();
  console.log();
  benchDocs();
  console.log();
  benchVerify();
}
