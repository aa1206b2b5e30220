// A stand-alone update process for the fault tests (engine/golden/faults.test.ts). For each JSON line
// `{ root, changes, killAt? }` on stdin it takes the golden folder's lock, rolls back what a killed run
// left, applies the changes file with the same code as `golden --update`, releases the lock and answers
// one JSON line: `{ code: 0, mutations }`, or `{ code: 2, error }` when the lock was held (the message
// names the holder). With `killAt: k` it sends itself SIGKILL right after the k-th change on disk, so a
// test can stop an update at every point. Bundled by the test into one plain JavaScript file; the
// processes start once and run many updates, so the suite stays cheap.
import { readFileSync, writeSync } from "node:fs";
import { createInterface } from "node:readline";
import { acquireLock, LockHeldError } from "./lock.ts";
import { applyChanges, recoverInterruptedUpdate } from "./swap.ts";

interface Command {
  root: string;
  changes: string;
  killAt?: number;
}

function run({ root, changes, killAt = -1 }: Command): object {
  const data = JSON.parse(readFileSync(changes, "utf8")) as { write: Record<string, string>; remove: string[] };
  let mutations = 0;
  const mutated = () => {
    if (mutations++ === killAt) process.kill(process.pid, "SIGKILL");
  };
  try {
    const lock = acquireLock(root, "fault child");
    mutated();
    try {
      recoverInterruptedUpdate(root);
      applyChanges(root, { write: new Map(Object.entries(data.write)), remove: data.remove }, { onMutation: mutated });
    } finally {
      lock.release();
    }
    mutated();
    return { code: 0, mutations };
  } catch (error) {
    if (!(error instanceof LockHeldError)) return { code: 1, error: (error as Error).stack };
    return { code: 2, error: error.message };
  }
}

createInterface({ input: process.stdin }).on("line", (line) => {
  writeSync(1, `${JSON.stringify(run(JSON.parse(line) as Command))}\n`);
});
writeSync(1, `${JSON.stringify({ ready: true })}\n`);
