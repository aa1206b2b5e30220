// Path rules for the dev-server endpoints: which files the playground may write. Pure functions, so the
// rules are tested without a server. Every accepted path is relative, has no `..`, no hidden segment,
// and lands inside the folder it names.
import { lstatSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { InputError } from "../../catalogue/input-error.ts";
import { isInside, pathExists, realPathOf } from "../../engine/real-paths.ts";
/** Language id → file extension (from engine/languages; passed in, since the server loads it through Vite). */
export type LanguageExtensions = Readonly<Record<string, string>>;

export class PathError extends InputError {}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.+-]*$/;

function checkSegments(kind: string, path: string): string[] {
  if (typeof path !== "string" || path.length === 0) throw new PathError(`${kind}: path must be a non-empty string`);
  if (path.length > 300) throw new PathError(`${kind}: path is longer than 300 characters`);
  if (path.includes("\\") || path.includes("\0")) throw new PathError(`${kind}: "${path}": backslashes and NUL are not allowed`);
  if (path.startsWith("/") || isAbsolute(path)) throw new PathError(`${kind}: "${path}": must be relative`);
  const segments = path.split("/");
  for (const segment of segments) {
    if (segment === "..") throw new PathError(`${kind}: "${path}": ".." is not allowed`);
    if (!SEGMENT.test(segment)) {
      throw new PathError(`${kind}: "${path}": segment "${segment}" must be letters, digits, _ . + - and not start with "."`);
    }
  }
  return segments;
}

/** Resolves `path` inside `dir`, and checks that it did not escape (symlinks aside). */
function inside(dir: string, path: string, kind: string): string {
  const full = resolve(dir, path);
  const rel = relative(dir, full);
  if (rel.startsWith("..") || isAbsolute(rel) || rel.split(sep).includes("..")) {
    throw new PathError(`${kind}: "${path}": resolves outside ${dir}`);
  }
  return full;
}

/**
 * A golden output path (relative to golden/): `<case>/<language>/<client>/<provider>.<ext>` or
 * `<case>/<language>/<n>.<ext>`; never under cases/. Returns the absolute file path.
 */
export function goldenOutputFile(goldenDir: string, path: string, extensions: LanguageExtensions): string {
  const kind = "golden file";
  const segments = checkSegments(kind, path);
  if (segments[0] === "cases") throw new PathError(`${kind}: "${path}": golden/cases/ holds cases, not outputs`);
  if (segments.length < 3) throw new PathError(`${kind}: "${path}": expected <case>/<language>/…/<file>.<ext>`);
  const file = segments[segments.length - 1];
  const dot = file.lastIndexOf(".");
  const ext = dot > 0 ? file.slice(dot + 1) : "";
  if (!Object.values(extensions).includes(ext)) {
    throw new PathError(`${kind}: "${path}": extension ".${ext}" is not a snippet language's`);
  }
  if (segments.length < 4) {
    throw new PathError(`${kind}: "${path}": expected <case>/<language>/<client or library>/<file>.<ext>`);
  }
  const language = segments[segments.length - 3];
  if (!Object.hasOwn(extensions, language) || extensions[language] !== ext) {
    throw new PathError(`${kind}: "${path}": ".${ext}" does not match the language folder "${language}"`);
  }
  return inside(goldenDir, path, kind);
}

/** A template key `language/client/template` → the absolute path of templates/<key>.hbs. */
export function templateFile(templatesDir: string, key: string): string {
  const kind = "template";
  const segments = checkSegments(kind, key);
  if (segments.length !== 3) throw new PathError(`${kind}: "${key}": expected language/client/template`);
  if (key.endsWith(".hbs")) throw new PathError(`${kind}: "${key}": give the key without .hbs`);
  return inside(templatesDir, `${key}.hbs`, kind);
}

/**
 * Checks on disk that writing or removing `file` stays inside `dir`: the real path of its nearest existing
 * folder must be inside the real path of `dir`, and the file itself must not be a symlink. This catches
 * what the string rules cannot see: a symlinked folder (or file) leading out of the repository.
 */
export function assertRealInside(dir: string, file: string, kind: string): void {
  const realDir = realpathSync(dir);
  if (pathExists(file) && lstatSync(file).isSymbolicLink()) throw new PathError(`${kind}: "${relative(dir, file)}": is a symlink; refused`);
  let real: string;
  try {
    real = realPathOf(dirname(file));
  } catch {
    throw new PathError(`${kind}: "${relative(dir, file)}": a folder on its way is a dangling symlink; refused`);
  }
  if (!isInside(realDir, real)) {
    throw new PathError(`${kind}: "${relative(dir, file)}": resolves to ${real}, outside ${realDir} (a symlink out); refused`);
  }
}
