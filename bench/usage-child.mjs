// Child process of bench/bulk.ts and bench/golden-time.ts: runs the `snippets` command given
// (bin/snippets.js, or the installed package's dist/cli.js) with the arguments given, in this process,
// and when it exits writes this process's own resource usage (all its threads: for bulk, the reader and
// the render workers) as one JSON line to fd 3.
//   node bench/usage-child.mjs dist/cli.js render --models models.jsonl --out -   3>usage.json
import { writeSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [given, ...args] = process.argv.slice(2);
const cli = resolve(given);
// As if run as `node <cli> ...`: the CLI starts when it is the main module.
process.argv = [process.argv[0], cli, ...args];
const start = performance.now();
process.on("exit", (code) => {
  const usage = process.resourceUsage();
  const seconds = (performance.now() - start) / 1000;
  writeSync(3, `${JSON.stringify({ code, seconds, cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6, maxRssKb: usage.maxRSS })}\n`);
});
await import(pathToFileURL(cli).href);
