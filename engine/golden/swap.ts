// Applying an update to a golden folder so that an interruption at any point (an error, SIGKILL, power
// loss after the rename reached the disk) leaves the old or the new tree: the new version of every
// touched top-level folder is staged in full beside the old one, a journal is written (temp + rename),
// the folders are swapped by renames, and the journal is removed. The next run finds a journal and
// rolls back; staging and backup leftovers without a journal are removed. Only Node's fs: this module is
// also run on its own by the fault tests, which kill it at every step.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export const JOURNAL = ".golden-swap.json";
export const STAGING = ".golden-staging";
export const BACKUP = ".golden-backup";

/** What an update changes: output paths (relative to the golden folder) to write and to remove. */
export interface Changes {
  write: ReadonlyMap<string, string>;
  remove: readonly string[];
}

/** Coarse steps (for tests that throw at one) and `onMutation`, called after every change on disk. */
export type UpdateStep = "staged" | "swapping" | "swapped";
export interface SwapHooks {
  onStep?: (step: UpdateStep, folder?: string) => void;
  onMutation?: (what: string) => void;
}

function topFolder(path: string): string {
  const slash = path.indexOf("/");
  if (slash <= 0 || path.startsWith(".")) throw new Error(`golden output path "${path}" must be <case>/…`);
  return path.slice(0, slash);
}

/** Removes empty folders under `dir`, deepest first. */
function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const sub = join(dir, entry.name);
    removeEmptyFolders(sub);
    if (readdirSync(sub).length === 0) rmdirSync(sub);
  }
}

/** Applies `changes` to the golden folder `root` (the caller holds its lock). */
export function applyChanges(root: string, changes: Changes, hooks: SwapHooks = {}): void {
  const mutated = hooks.onMutation ?? (() => {});
  const touched = new Set<string>();
  for (const path of [...changes.write.keys(), ...changes.remove]) touched.add(topFolder(path));
  if (touched.size === 0) return;
  const staging = join(root, STAGING);
  const backup = join(root, BACKUP);
  rmSync(staging, { recursive: true, force: true });
  rmSync(backup, { recursive: true, force: true });
  mkdirSync(staging);
  mutated("staging created");
  // Stage each touched top-level folder in full: the current folder, then the changes on top.
  for (const folder of touched) {
    if (existsSync(join(root, folder))) {
      cpSync(join(root, folder), join(staging, folder), { recursive: true, verbatimSymlinks: true });
      mutated(`staged copy of ${folder}`);
    }
  }
  for (const path of changes.remove) {
    rmSync(join(staging, path), { force: true });
    mutated(`staged removal of ${path}`);
  }
  for (const [path, content] of changes.write) {
    mkdirSync(dirname(join(staging, path)), { recursive: true });
    writeFileSync(join(staging, path), content);
    mutated(`staged ${path}`);
  }
  removeEmptyFolders(staging);
  hooks.onStep?.("staged");
  const journal = [...touched].map((name) => ({ name, existed: existsSync(join(root, name)) }));
  writeFileSync(join(root, `${JOURNAL}.tmp`), JSON.stringify({ folders: journal }));
  mutated("journal written");
  renameSync(join(root, `${JOURNAL}.tmp`), join(root, JOURNAL));
  mutated("journal in place");
  mkdirSync(backup);
  mutated("backup created");
  for (const folder of touched) {
    hooks.onStep?.("swapping", folder);
    if (existsSync(join(root, folder))) {
      renameSync(join(root, folder), join(backup, folder));
      mutated(`moved ${folder} aside`);
    }
    if (existsSync(join(staging, folder))) {
      renameSync(join(staging, folder), join(root, folder));
      mutated(`moved ${folder} in`);
    }
  }
  hooks.onStep?.("swapped");
  // Removing the journal commits the update; what follows is cleaning up.
  rmSync(join(root, JOURNAL));
  mutated("journal removed");
  rmSync(backup, { recursive: true, force: true });
  mutated("backup removed");
  rmSync(staging, { recursive: true, force: true });
  mutated("staging removed");
}

/** Whether an interrupted update left anything behind in `root`. */
export function hasLeftovers(root: string): boolean {
  return [JOURNAL, `${JOURNAL}.tmp`, STAGING, BACKUP].some((name) => {
    try {
      lstatSync(join(root, name));
      return true;
    } catch {
      return false;
    }
  });
}

/** Rolls back an update that stopped during its swap, restoring the previous golden files. */
export function recoverInterruptedUpdate(root: string): boolean {
  const journalPath = join(root, JOURNAL);
  const backup = join(root, BACKUP);
  rmSync(`${journalPath}.tmp`, { force: true });
  if (!existsSync(journalPath)) {
    rmSync(join(root, STAGING), { recursive: true, force: true });
    rmSync(backup, { recursive: true, force: true });
    return false;
  }
  let folders: { name: string; existed: boolean }[] = [];
  try {
    folders = (JSON.parse(readFileSync(journalPath, "utf8")) as { folders: typeof folders }).folders;
  } catch {
    // An unreadable journal (left by an older version, or by hand): folders move only after a complete
    // journal is in place, so nothing was moved yet.
  }
  for (const { name, existed } of folders) {
    if (typeof name !== "string" || !name || name.startsWith(".") || name.includes("/") || name === "cases") continue;
    if (existsSync(join(backup, name))) {
      // Moved aside: put the old folder back, dropping anything swapped in.
      rmSync(join(root, name), { recursive: true, force: true });
      renameSync(join(backup, name), join(root, name));
    } else if (!existed) {
      // New in the interrupted update: remove it if it was already moved in.
      rmSync(join(root, name), { recursive: true, force: true });
    }
    // Existed and never moved: untouched.
  }
  rmSync(journalPath);
  rmSync(backup, { recursive: true, force: true });
  rmSync(join(root, STAGING), { recursive: true, force: true });
  return true;
}
