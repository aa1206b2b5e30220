// A server's job limit counts from its `@@ready` line, and a server that never says it is ready fails
// its job saying so. The servers here are small Node programs speaking the protocol (session.ts).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ServerPool, type Job } from "./session.ts";

const root = mkdtempSync(join(tmpdir(), "session-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A server that waits for `gate` to exist, then answers each job at once, `@@ready` in the same write. */
const READY_WHEN_GATE = `
const { existsSync } = require("node:fs");
const gate = process.argv[1];
const go = () => require("node:readline").createInterface({ input: process.stdin }).on("line", (line) => process.stdout.write("@@ready\\n@@verify " + line.split("\\t")[0] + " 0\\n"));
const wait = () => (existsSync(gate) ? go() : setTimeout(wait, 5));
wait();
`;

const job = (dir: string): Job => ({ dir, snippet: "x", stdout: join(dir, "out"), stderr: join(dir, "err"), base: "http://127.0.0.1:9", proxyPort: 0 });

describe("a server's job limit", () => {
  it("counts from the server's @@ready line, not from when the job was sent", async () => {
    const gate = join(root, "gate");
    const pool = new ServerPool({ id: "gated", command: process.execPath, args: ["-e", READY_WHEN_GATE, gate], env: {}, servers: 1 }, root);
    try {
      // A 1 ms limit: had it started when the job was sent, it would fire before the 20 ms wait ends.
      const result = pool.with((run) => run(job(root), 1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      writeFileSync(gate, "");
      expect(await result).toEqual({ code: 0, timedOut: false });
      // Its start is on record: it could not say ready before the gate was made, after the wait.
      expect(pool.starts()).toHaveLength(1);
      expect(pool.starts()[0]).toBeGreaterThanOrEqual(15);
    } finally {
      pool.close();
    }
  });

  it("does not start for a server that never says @@ready: the job fails saying what it waited for", async () => {
    const pool = new ServerPool({ id: "silent", command: process.execPath, args: ["-e", "setInterval(() => {}, 1000)"], env: {}, servers: 1, readyIdleMs: 1 }, root);
    try {
      const result = await pool.with((run) => run(job(root), 60_000));
      expect(result.timedOut).toBe(false);
      expect(result.notReady).toMatch(/^the silent runner was not ready: timed out after \d+ ms \(0\.001 s idle × time scale [\d.]+; TEST_TIME_SCALE sets the scale\) waiting for its @@ready line/);
    } finally {
      pool.close();
    }
  });
});
