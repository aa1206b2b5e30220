// An exclusive lock on a golden folder, so two updates never interleave: a file created with O_EXCL
// (`wx`) holding who took it. A second taker waits briefly, then fails naming the holder. A lock left by
// a process that no longer runs (killed) is taken over.
import { hostname } from "node:os";
import { linkSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { InputError } from "../../catalogue/input-error.ts";

export const LOCK_FILE = ".golden-lock";

/** Another run holds the lock (exit 2: the user should wait or stop the other run). */
export class LockHeldError extends InputError {}

export interface LockHolder {
  pid: number;
  host: string;
  started: string;
  token: string;
  command: string;
}

export interface Lock {
  file: string;
  holder: LockHolder;
  /** Whether this lock is still ours (no one took it over as stale). */
  held(): boolean;
  release(): void;
}

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as LockHolder;
  } catch {
    return null; // missing, or half-written by a taker that is still writing it
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A holder is stale when it ran on this machine and its process is gone. */
function stale(holder: LockHolder): boolean {
  return holder.host === hostname() && Number.isInteger(holder.pid) && holder.pid > 0 && !alive(holder.pid);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function describeHolder(holder: LockHolder | null): string {
  if (!holder) return "another run (its lock file could not be read)";
  return `pid ${holder.pid} on ${holder.host} (${holder.command}, started ${holder.started})`;
}

/** Removes a stale lock whose content is `seen`; safe against a racing taker (rename, then verify). */
function takeOverStale(file: string, seen: LockHolder): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else took it over first
  }
  const moved = readHolder(aside);
  if (moved && moved.token !== seen.token) {
    // A live lock replaced the stale one between our read and the rename: put it back (link fails
    // rather than overwrite if yet another lock appeared).
    try {
      linkSync(aside, file);
    } catch {
      // nothing to restore into
    }
  }
  rmSync(aside, { force: true });
}

/**
 * Takes the lock of `dir`, waiting up to `waitMs` (default: SNIPPETS_LOCK_WAIT_MS or 5000 ms) for a
 * holder to finish; throws LockHeldError naming the holder when it does not.
 */
export function acquireLock(dir: string, command: string, waitMs = Number(process.env.SNIPPETS_LOCK_WAIT_MS ?? 5000)): Lock {
  const file = join(dir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started: new Date().toISOString(),
    token: randomBytes(8).toString("hex"),
    command,
  };
  const deadline = Date.now() + (Number.isFinite(waitMs) && waitMs >= 0 ? waitMs : 5000);
  let pause = 5;
  // The holder is written to a temporary file and linked in: link(2) fails if the lock exists, and the
  // lock file is never seen half-written.
  const temp = `${file}.${process.pid}.${holder.token}.tmp`;
  writeFileSync(temp, JSON.stringify(holder));
  try {
    for (;;) {
      try {
        linkSync(temp, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const current = readHolder(file);
      if (current && stale(current)) {
        takeOverStale(file, current);
        continue;
      }
      if (Date.now() >= deadline) {
        throw new LockHeldError(`${file}: locked by ${describeHolder(current)}; wait for it to finish, or remove the file if that process is gone`);
      }
      sleep(pause);
      pause = Math.min(pause * 2, 100);
    }
  } finally {
    rmSync(temp, { force: true });
  }
  removeDeadTemps(dir);
  const held = () => readHolder(file)?.token === holder.token;
  return {
    file,
    holder,
    held,
    release() {
      if (held()) rmSync(file, { force: true });
    },
  };
}

/** Temporary lock files (`.golden-lock.<pid>.<token>.tmp`) and set-aside stale locks of runs that are gone. */
function removeDeadTemps(dir: string): void {
  for (const name of readdirSync(dir)) {
    const m = /^\.golden-lock\.(?:stale-)?(\d+)[.-]/.exec(name);
    if (m && !alive(Number(m[1]))) rmSync(join(dir, name), { force: true });
  }
}

/** Whether a killed run left its lock (or a temporary lock file) in `dir`. */
export function hasStaleLock(dir: string): boolean {
  const current = readHolder(join(dir, LOCK_FILE));
  if (current !== null && stale(current)) return true;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return false; // no folder: nothing left behind
  }
  return names.some((name) => {
    const m = /^\.golden-lock\.(?:stale-)?(\d+)[.-]/.exec(name);
    return m !== null && !alive(Number(m[1]));
  });
}
