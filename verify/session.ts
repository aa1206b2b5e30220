// Long-lived runner processes for the verify run: one runtime that starts once and runs snippet after
// snippet, where starting the runtime per snippet costs more than the snippet (R and Python load their
// HTTP libraries, a JVM or Mono warms up). Each server (verify/runtimes/<lang>/serve.*) reads one job per
// line on stdin, `id \t dir \t snippet \t stdout file \t stderr file \t mock base \t proxy port \t
// environment as JSON` (used by the launcher, python/launch.py, which starts a process per job), runs
// it in isolation (a forked child, or one main at a time with its own output streams) and answers
// `@@verify <id> <exit code>` on stdout (other output is ignored). A server says `@@ready` once it has
// loaded what it preloads: a job's time limit counts from then, so a runtime that starts slowly on a busy
// machine (an interpreter importing its SDK, a JVM) costs its first job nothing; the start has a limit
// of its own (READY_IDLE_MS, scaled). A job that outlives its limit, or a server that dies, takes only
// that job down: the server's whole process group is killed and a fresh server takes the next job.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { limit, timedOut } from "./machine-load.ts";

/** How long a server may take to say `@@ready` on an idle machine (the library runtime imports torch), before the time scale. */
export const READY_IDLE_MS = 120_000;

export interface ServerSpec {
  /** Names the pool: specs with one id share servers. */
  id: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** How many servers of this kind run at once. */
  servers: number;
  /**
   * The runtime cannot change its working directory per job (the JVM): each server gets a folder of
   * its own, started in, which its jobs use (emptied between jobs) instead of a fresh one.
   */
  fixedDir?: boolean;
  /** How long it may take to say `@@ready` on an idle machine, before the time scale (default READY_IDLE_MS). */
  readyIdleMs?: number;
}

export interface Job {
  dir: string;
  /** The file (interpreted languages) or the built snippet's name (compiled ones). */
  snippet: string;
  stdout: string;
  stderr: string;
  /** The run's mock base URL, for runtimes redirected from inside (VERIFY_MOCK_BASE). */
  base: string;
  /** The run's proxy port, for runtimes that reach the mock through a proxy; 0 when none. */
  proxyPort: number;
  /** The whole environment of the job's process, for the launcher (python/launch.py). */
  env?: NodeJS.ProcessEnv;
}

export interface JobResult {
  code: number | null;
  timedOut: boolean;
  /** Why the server could not report an exit code (it died mid-job). */
  crashed?: string;
  /** The server never said it was ready, within its limit: the job did not start. */
  notReady?: string;
}

class Server {
  private child: ChildProcess | null = null;
  private buffer = "";
  private stderr = "";
  private pending: { id: number; child: ChildProcess; done: (r: JobResult) => void; timeoutMs: number; timer?: NodeJS.Timeout } | null = null;
  private next = 0;
  /** The running server has said `@@ready`. */
  private ready = false;
  private startedAt = 0;
  /** How long each start of this server took to say `@@ready`, in ms. */
  readonly starts: number[] = [];

  constructor(
    private readonly spec: ServerSpec,
    readonly dir: string,
  ) {}

  private start(): ChildProcess {
    const child = spawn(this.spec.command, this.spec.args, {
      cwd: this.dir,
      env: this.spec.env,
      stdio: ["pipe", "pipe", "pipe"],
      // Its own process group, so a kill also reaches the snippet processes it forked.
      detached: true,
    });
    this.buffer = "";
    this.stderr = "";
    this.ready = false;
    this.startedAt = Date.now();
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (d: string) => {
      this.buffer += d;
      let at: number;
      while ((at = this.buffer.indexOf("\n")) !== -1) {
        const line = this.buffer.slice(0, at);
        this.buffer = this.buffer.slice(at + 1);
        if (line.trim() === "@@ready" && this.child === child) {
          this.ready = true;
          this.starts.push(Date.now() - this.startedAt);
          this.startClock();
        }
        const m = /^@@verify (\d+) (-?\d+)$/.exec(line.trim());
        if (m && this.pending?.child === child && this.pending.id === Number(m[1])) this.finish({ code: Number(m[2]), timedOut: false });
      }
    });
    child.stderr!.on("data", (d) => (this.stderr = (this.stderr + d).slice(-4000)));
    child.stdin!.on("error", () => {});
    child.on("error", (error) => (this.stderr += `\n${error.message}`));
    child.on("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.pending?.child !== child) return;
      const output = this.stderr.trim().split("\n").slice(-8).join("\n");
      // Exiting mid-job is the snippet's doing (System.exit, Environment.Exit): its code is the snippet's.
      const crashed = `the ${this.spec.id} runner exited (${signal ?? `code ${code}`}) during this snippet${output ? `:\n${output}` : ""}`;
      this.finish({ code: signal ? null : code, timedOut: false, crashed });
    });
    return child;
  }

  /** The pending job's limit starts now. */
  private startClock(): void {
    const pending = this.pending;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      this.finish({ code: null, timedOut: true });
      this.kill(pending.child);
    }, pending.timeoutMs);
  }

  private finish(result: JobResult): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    pending.done(result);
  }

  /** Runs a job; `timeoutMs` counts from the server being ready (at once when it is). */
  run(job: Job, timeoutMs: number): Promise<JobResult> {
    this.child ??= this.start();
    const child = this.child;
    const id = ++this.next;
    return new Promise((done) => {
      this.pending = { id, child, done, timeoutMs };
      if (this.ready) this.startClock();
      else {
        const start = limit(this.spec.readyIdleMs ?? READY_IDLE_MS);
        this.pending.timer = setTimeout(() => {
          const output = this.stderr.trim().split("\n").slice(-8).join("\n");
          this.finish({ code: null, timedOut: false, notReady: `the ${this.spec.id} runner was not ready: ${timedOut("its @@ready line (the runtime loading what it preloads)", start)}${output ? `:\n${output}` : ""}` });
          this.kill(child);
        }, start.ms);
      }
      const fields = [id, job.dir, job.snippet, job.stdout, job.stderr, job.base, job.proxyPort, JSON.stringify(job.env ?? {})].map(String);
      if (fields.some((f) => /[\t\n]/.test(f))) throw new Error(`a job field holds a tab or a line break: ${JSON.stringify(fields)}`);
      child.stdin!.write(`${fields.join("\t")}\n`);
    });
  }

  /** Ends the server: its input closes, so it leaves its loop; killed if it has not left within `graceMs`. */
  async stop(graceMs = 3000): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    });
    child.stdin!.end();
    const timer = setTimeout(() => this.kill(child), graceMs);
    await exited;
    clearTimeout(timer);
  }

  kill(child = this.child): void {
    if (!child) return;
    if (this.child === child) this.child = null;
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  }

  /** Empties the folder between jobs (fixedDir servers). */
  clearDir(): void {
    for (const entry of readdirSync(this.dir)) rmSync(join(this.dir, entry), { recursive: true, force: true });
  }
}

/** The servers of one spec: a job waits for an idle one. */
export class ServerPool {
  private idle: Server[] = [];
  private all: Server[] = [];
  private waiting: ((s: Server) => void)[] = [];

  constructor(
    readonly spec: ServerSpec,
    root: string,
  ) {
    for (let i = 0; i < spec.servers; i++) {
      const dir = mkdtempSync(join(root, `${spec.id.replace(/[^a-z0-9]/gi, "-")}-`));
      mkdirSync(dir, { recursive: true });
      const server = new Server(spec, dir);
      this.idle.push(server);
      this.all.push(server);
    }
  }

  /** Runs `use` with a server of its own; `dir` is the server's folder (fixedDir) or null. */
  async with<T>(use: (run: (job: Job, timeoutMs: number) => Promise<JobResult>, dir: string | null) => Promise<T>): Promise<T> {
    const server = this.idle.pop() ?? (await new Promise<Server>((resolve) => this.waiting.push(resolve)));
    try {
      if (this.spec.fixedDir) server.clearDir();
      return await use((job, timeoutMs) => server.run(job, timeoutMs), this.spec.fixedDir ? server.dir : null);
    } finally {
      if (this.spec.fixedDir) server.clearDir();
      const waiter = this.waiting.shift();
      if (waiter) waiter(server);
      else this.idle.push(server);
    }
  }

  /** Ends every server, waiting for them (their CPU time then counts as the verify run's). */
  async stop(): Promise<void> {
    await Promise.all(this.all.map((server) => server.stop()));
  }

  /** How long its servers' starts took to say `@@ready`, in ms, slowest first. */
  starts(): number[] {
    return this.all.flatMap((server) => server.starts).sort((a, b) => b - a);
  }

  /** Kills every server at once. */
  close(): void {
    for (const server of this.all) server.kill();
  }
}
