// `npm run bench`: inference snippets against @huggingface/inference, library snippets against
// @huggingface/tasks, the browser bundle budget and the golden-check time. On a shared machine the
// figures are noisy: run it a few times and quote medians.
//   npx tsx bench/run.ts [--quick]   (--quick: inference and libraries only)
import { benchBundle } from "./bundle.ts";
import { benchGolden } from "./golden-time.ts";
import { benchInference } from "./inference.ts";
import { benchLibraries } from "./libraries.ts";

const quick = process.argv.includes("--quick");
benchInference();
console.log();
benchLibraries();
if (!quick) {
  console.log();
  await benchBundle();
  console.log();
  benchGolden();
}
