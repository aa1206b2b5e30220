// Where a path really leads, for code that must keep its reads and writes inside one folder: the golden
// harness and the playground's dev server both refuse a symlink that leads out.
import { lstatSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";

/** Whether `path` is `dir` or inside it (both absolute, already resolved). */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/** Whether anything (a file, a folder, a symlink, even a dangling one) is at `path`. */
export function pathExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The real path of `path`, or of its nearest existing ancestor when it does not exist yet (a file about to
 * be written). Throws the file system's error for a dangling symlink, which points where nobody can see.
 */
export function realPathOf(path: string): string {
  let existing = resolve(path);
  while (!pathExists(existing) && dirname(existing) !== existing) existing = dirname(existing);
  return realpathSync(existing);
}
