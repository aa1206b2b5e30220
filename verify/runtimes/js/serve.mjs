// The verify run's JavaScript server (verify/session.ts), started as
// `node --import preload.mjs serve.mjs`: runs snippet after snippet in one Node process, each imported
// as its own module from its own working folder, with its stdout and stderr going to the job's files,
// so runs no longer pay Node's start-up and the SDKs' loading each time. Node cannot fork, so snippets
// share the loaded SDK modules: the one cache they hold across calls, @huggingface/inference's provider
// mapping, is emptied before each job (the server stops if it cannot find it). An error a snippet throws,
// or leaves unhandled, ends its job with exit code 1, as `node snippet.mjs` would; process.exit ends the
// server, and the verify run reports that code and starts a fresh server for the next job.
// VERIFY_HF_INFERENCE names the package whose cache that is (the SDK at its floor is an alias: js/runtime.ts).
// Job lines on stdin: id \t dir \t file \t stdout \t stderr \t mock base \t proxy port.
import { closeSync, openSync, realpathSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { inspect } from "node:util";

const sdk = dirname(realpathSync(createRequire(import.meta.url).resolve(process.env.VERIFY_HF_INFERENCE ?? "@huggingface/inference")));
const { inferenceProviderMappingCache } = await import(pathToFileURL(join(sdk, "..", "esm", "lib", "getInferenceProviderMapping.js")).href);
if (!(inferenceProviderMappingCache instanceof Map)) throw new Error("@huggingface/inference: no inferenceProviderMappingCache to empty between snippets");

const protocol = process.stdout.write.bind(process.stdout);
const streams = { stdout: process.stdout.write, stderr: process.stderr.write };
/** The job running now: its output files and whether it failed outside its module's evaluation. */
let current = null;

const report = (error) => {
  if (!current) {
    // Left over from a finished job: noted on the server's stderr, which the verify run shows if the server dies.
    process.stderr.write(`after a job: ${inspect(error)}\n`);
    return;
  }
  // inspect shows an error's cause too (fetch's "fetch failed" says why only there).
  writeSync(current.err, `${error instanceof Error ? inspect(error) : `Uncaught ${inspect(error)}`}\n`);
  current.failed = true;
};
process.on("uncaughtException", report);
process.on("unhandledRejection", report);

const writer = (fd) =>
  function write(chunk, encoding, callback) {
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    writeSync(fd, typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : chunk);
    if (callback) process.nextTick(callback);
    return true;
  };

async function run(dir, file, stdout, stderr, base) {
  process.chdir(dir);
  process.env.VERIFY_MOCK_BASE = base;
  process.exitCode = undefined;
  inferenceProviderMappingCache.clear();
  current = { out: openSync(stdout, "w"), err: openSync(stderr, "w"), failed: false };
  process.stdout.write = writer(current.out);
  process.stderr.write = writer(current.err);
  let code;
  try {
    await import(pathToFileURL(join(dir, file)).href);
    // Callbacks the snippet left queued run before it counts as done.
    await new Promise((resolve) => setImmediate(resolve));
    code = current.failed ? 1 : (process.exitCode ?? 0);
  } catch (error) {
    report(error);
    code = 1;
  } finally {
    process.stdout.write = streams.stdout;
    process.stderr.write = streams.stderr;
    closeSync(current.out);
    closeSync(current.err);
    current = null;
    process.exitCode = undefined;
  }
  return code;
}

// Loaded: the verify run's time limit for a job counts from here (verify/session.ts).
protocol("@@ready\n");
// One job at a time: the working folder and the output streams are the process's.
const lines = createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on("line", (line) => {
  const [id, dir, file, stdout, stderr, base] = line.split("\t");
  queue = queue.then(async () => protocol(`@@verify ${id} ${await run(dir, file, stdout, stderr, base)}\n`));
});
