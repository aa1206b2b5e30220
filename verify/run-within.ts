// A process a test runs to its end, with a limit that guards against a hang and not against slowness:
// its idle figure times the machine's time scale (machine-load.ts). When the limit fires, the error says
// what was waited for and how long; any other failure to start or finish is thrown as it came.
import { spawnSync, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns } from "node:child_process";
import { limit, timedOut } from "./machine-load.ts";

/** How long a Python probe of the installed packages may take on an idle machine (importing torch takes seconds), before the time scale. */
export const PROBE_IDLE_MS = 120_000;

export function runWithin(
  idleMs: number,
  what: string,
  command: string,
  args: string[],
  options: Omit<SpawnSyncOptionsWithStringEncoding, "encoding" | "timeout"> = {},
): SpawnSyncReturns<string> {
  const cap = limit(idleMs);
  const r = spawnSync(command, args, { ...options, encoding: "utf8", timeout: cap.ms });
  const error = r.error as NodeJS.ErrnoException | undefined;
  if (error?.code === "ETIMEDOUT") throw new Error(`${timedOut(what, cap)}\n${r.stderr ?? ""}`.trimEnd());
  if (error) throw error;
  return r;
}
