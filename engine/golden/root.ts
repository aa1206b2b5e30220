// Where the golden folder is, and the rule that keeps reads and writes inside it. The project root is
// the folder holding package.json and golden/cases/, found from this module's own location (never the
// current folder, so running from engine/ cannot point the harness at engine/golden/). Every path the
// harness reads or writes is checked by its real path: a symlink out of the golden folder is refused.
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { InputError } from "../../catalogue/input-error.ts";
import { isInside, pathExists, realPathOf } from "../real-paths.ts";

/** A path that leaves the folder it must stay in, or a golden folder that is not one. */
export class GoldenPathError extends InputError {}

export function isProjectRoot(dir: string): boolean {
  return existsSync(join(dir, "package.json")) && isDirectory(join(dir, "golden", "cases"));
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The nearest folder at or above `start` holding package.json and golden/cases/, or undefined. */
export function findProjectRoot(start: string): string | undefined {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (isProjectRoot(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The project this module belongs to. */
export function ownProjectRoot(): string {
  const found = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
  if (!found) throw new GoldenPathError(`${fileURLToPath(import.meta.url)}: no package.json with golden/cases/ above this file`);
  return found;
}

/**
 * The golden folder to work on: `given` (--root) when set, else <project>/golden. It must be an existing
 * folder with a cases/ folder; its real path is returned.
 */
export function goldenRoot(given?: string): string {
  const root = given === undefined ? join(ownProjectRoot(), "golden") : resolve(given);
  const field = given === undefined ? "golden folder" : "--root";
  if (!isDirectory(root)) throw new GoldenPathError(`${field}: ${root}: no such folder`);
  if (!isDirectory(join(root, "cases"))) {
    throw new GoldenPathError(`${field}: ${root}: not a golden folder (it has no cases/ folder)`);
  }
  return realpathSync(root);
}

export { isInside };

/**
 * Checks that `path` (absolute) and everything on the way to it from `boundary` stays inside `boundary`
 * by real path: no symlinked file or folder may lead out. A path that does not exist yet is checked by
 * its nearest existing ancestor. `what` names the path in the error.
 */
export function assertInside(boundary: string, path: string, what: string): void {
  const realBoundary = realpathSync(boundary);
  let real: string;
  try {
    real = realPathOf(path);
  } catch (error) {
    // A dangling symlink: refuse, it points where we cannot see.
    throw new GoldenPathError(`${what}: ${path}: cannot resolve (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  if (!isInside(realBoundary, real)) {
    throw new GoldenPathError(`${what}: ${path}: resolves to ${real}, outside ${realBoundary}; symlinks out of the golden folder are refused`);
  }
}

/** Symlinks under `dir` (relative paths), not following any; `dir` itself may be one. */
export function findSymlinks(dir: string, prefix = ""): string[] {
  const found: string[] = [];
  if (prefix && pathExists(join(dir, prefix)) && lstatSync(join(dir, prefix)).isSymbolicLink()) return [prefix];
  let entries;
  try {
    entries = readdirSync(join(dir, prefix), { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) found.push(rel);
    else if (entry.isDirectory()) found.push(...findSymlinks(dir, rel));
  }
  return found;
}
