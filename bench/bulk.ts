// Bulk regeneration: `snippets render --models` of the package as installed (dist/, built first by
// scripts/build-package.ts: no tsx, no zod) over N synthetic records (bench/make-models.ts, seed 1;
// written once to the temporary folder), in a child process so its CPU time and peak memory are its
// own: wall time, CPU % (user + system over wall: 200% is both cores busy), peak RSS. The output goes
// to /dev/null, so the figure is the engine's and not the disk's.
//   npx tsx bench/bulk.ts [records] [runs]
import { execFileSync, spawnSync } from "node:child_process";
import { closeSync, createReadStream, createWriteStream, existsSync, openSync, renameSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { makeModels } from "./make-models.ts";
import { renderBatch } from "../engine/bulk/render-batch.ts";
import { fmt, median, REPO } from "./measure.ts";
import { ENGINE_STAGES, formatShares, whereTimeGoes } from "./where.ts";

export const BULK_TARGET = { records: 1_000_000, seconds: 15, cpuPercent: 180, rssMb: 300 };

/** The records file for `n` records, made once. */
async function recordsFile(n: number): Promise<string> {
  const file = join(tmpdir(), `snippets-bench-models-${n}-seed1.jsonl`);
  if (existsSync(file) && statSync(file).size > 0) return file;
  const partial = `${file}.${process.pid}.tmp`;
  const out = createWriteStream(partial);
  let buffer = "";
  for (const line of makeModels(n, 1)) {
    buffer += line + "\n";
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await new Promise<void>((ok) => out.once("drain", () => ok()));
      buffer = "";
    }
  }
  await new Promise<void>((ok) => out.end(buffer, () => ok()));
  renameSync(partial, file);
  return file;
}

/** The first whole lines of a file, about `size` bytes: one batch as the bulk reader cuts it. */
async function firstBytes(file: string, size: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file, { start: 0, end: size - 1 })) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1));
}

interface BulkRun {
  code: number;
  seconds: number;
  cpuSeconds: number;
  maxRssKb: number;
  /** The command's summary line: models, snippets, errors. */
  summary: string;
}

export async function benchBulk({ records = BULK_TARGET.records, runs = 1, log = console.log } = {}) {
  const file = await recordsFile(records);
  const sample = await firstBytes(file, 64 * 1024);
  execFileSync(process.execPath, ["--import", "tsx", resolve(REPO, "scripts/build-package.ts")], { cwd: REPO, stdio: ["ignore", "ignore", "inherit"] });
  const results: BulkRun[] = [];
  for (let i = 0; i < runs; i++) {
    const devNull = openSync("/dev/null", "w");
    const child = spawnSync(
      process.execPath,
      [resolve(REPO, "bench/usage-child.mjs"), resolve(REPO, "dist/package/cli.js"), "render", "--models", file, "--out", "-"],
      { cwd: REPO, encoding: "utf8", stdio: ["ignore", devNull, "pipe", "pipe"], env: { ...process.env, CI: "1" } },
    );
    closeSync(devNull);
    const usage = (child.output[3] ?? "").trim();
    if (child.status !== 0 || !usage) throw new Error(`bulk run failed (exit ${child.status}):\n${child.stderr}`);
    const summary = child.stderr.trim().split("\n").filter((l) => !l.startsWith("render:")).pop() ?? "";
    results.push({ ...(JSON.parse(usage) as Omit<BulkRun, "summary">), summary });
  }
  const seconds = median(results.map((r) => r.seconds));
  const cpu = median(results.map((r) => (100 * r.cpuSeconds) / r.seconds));
  const rss = median(results.map((r) => r.maxRssKb / 1024));
  const scaled = (seconds * BULK_TARGET.records) / records;
  log(`Bulk render (installed package's snippets render --models, ${fmt(records)} synthetic records, output to /dev/null): ${results[0]!.summary}`);
  for (const r of results) {
    log(`  wall ${fmt(r.seconds, 1)} s, CPU ${fmt(r.cpuSeconds, 1)} s (${fmt((100 * r.cpuSeconds) / r.seconds, 0)}%), peak RSS ${fmt(r.maxRssKb / 1024, 0)} MB, ${fmt((1e6 * r.cpuSeconds) / records, 1)} CPU µs per record`);
  }
  const met = scaled < BULK_TARGET.seconds && cpu >= BULK_TARGET.cpuPercent && rss < BULK_TARGET.rssMb;
  log(
    `  target: 1M records < ${BULK_TARGET.seconds} s${records !== BULK_TARGET.records ? ` (this run scaled to 1M: ${fmt(scaled, 1)} s)` : ""}, CPU ≥ ${BULK_TARGET.cpuPercent}%, RSS < ${BULK_TARGET.rssMb} MB: ${met ? "met" : "not met"}`,
  );
  // One options object for every call, as a worker has: records alike share their inference snippets.
  const options = {};
  const shares = await whereTimeGoes(() => renderBatch({ seq: 0, firstLine: 1, bytes: sample }, options), ENGINE_STAGES);
  log(`  where a render worker's time goes (CPU profile of one 64 kB batch, from the sources, in this process): ${formatShares(shares)}`);
  return { seconds, cpu, rss, results };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBulk({ records: Number(process.argv[2] ?? BULK_TARGET.records), runs: Number(process.argv[3] ?? 1) });
}
