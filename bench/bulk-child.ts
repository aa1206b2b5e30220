// Child process of bench/bulk.ts: one bulk run (runBulk, as `snippets render --models` does), its output
// written to /dev/null, then this process's own resource usage (all threads: the reader and the render
// workers) as one JSON line on stdout.
//   node --import tsx bench/bulk-child.ts <models.jsonl> [workers]
import { createWriteStream } from "node:fs";
import { Writable } from "node:stream";
import { runBulk } from "../engine/cli/bulk.ts";

const [models, workers] = process.argv.slice(2);
const sink = createWriteStream("/dev/null");
let bytes = 0;
const output = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    sink.write(chunk, done);
  },
});
const start = performance.now();
const { code, summary } = await runBulk({ models: models!, out: null, output, workers: workers ? Number(workers) : undefined, progress: "none", log: () => {} });
const seconds = (performance.now() - start) / 1000;
const usage = process.resourceUsage();
process.stdout.write(
  `${JSON.stringify({ code, seconds, models: summary.models, snippets: summary.snippets, errors: summary.errors, workers: summary.workers, bytes, cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6, maxRssKb: usage.maxRSS })}\n`,
);
