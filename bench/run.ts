// `npm run bench`: inference snippets against @huggingface/inference, library snippets against
// @huggingface/tasks, the browser bundle budget, the golden-check time, the installed CLI's cold start and
// the verify run (every snippet run against the mock; bench/verify.ts). On a shared machine the
// figures are noisy: run it a few times and quote medians.
//   npx tsx bench/run.ts [--quick]   (--quick: inference and libraries only; no verify run)
import { benchBundle } from "./bundle.ts";
import { benchCliCold } from "./cli-cold.ts";
import { benchGolden } from "./golden-time.ts";
import { benchInference } from "./inference.ts";
import { benchLibraries } from "./libraries.ts";
import { benchVerify } from "./verify.ts";

const quick = process.argv.includes("--quick");
benchInference();
console.log();
benchLibraries();
if (!quick) {
  console.log();
  await benchBundle();
  console.log();
  benchGolden();
  console.log();
  console.log("Cold CLI, installed package (npm pack, npm install, fresh processes):");
  benchCliCold();
  console.log();
  benchVerify();
}
