// Writing the pages to a folder, all or nothing, and the build's report.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { InputError } from "../catalogue/input-error.ts";
import type { DocsBuild } from "./pages.ts";

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out;
}

/** Whether a file is one the pages write: index.md, tasks/*.md, providers/*.md. */
export function isPagePath(path: string): boolean {
  return /^(index|(tasks|providers)\/[a-z0-9-]+)\.md$/.test(path.split("\\").join("/"));
}

/**
 * Writes the pages into `out`, replacing what a previous build wrote there: the new folder is written
 * beside it and swapped in, so an interrupted write leaves the old pages or the new ones. A folder that
 * holds anything else is refused (the command owns its output folder).
 */
export function writePages(out: string, pages: ReadonlyMap<string, string>, ours: (path: string) => boolean = isPagePath): void {
  const target = resolve(out);
  if (existsSync(target)) {
    if (!statSync(target).isDirectory()) throw new InputError(`--out ${out}: is a file, not a folder`);
    const foreign = filesUnder(target).filter((f) => !ours(f));
    if (foreign.length) throw new InputError(`--out ${out}: holds ${foreign[0]}${foreign.length > 1 ? ` and ${foreign.length - 1} more files` : ""} that are not this command's; give an empty or new folder`);
  }
  mkdirSync(dirname(target), { recursive: true });
  const staging = join(dirname(target), `.${basename(target)}.staging-${process.pid}`);
  const old = join(dirname(target), `.${basename(target)}.old-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const [path, content] of pages) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      writeFileSync(join(staging, path), content);
    }
    if (existsSync(target)) renameSync(target, old);
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
}

/** The build's report: counts, then each warning and each served pair without an example. */
export function formatReport(build: DocsBuild, ms: number, strict: boolean): string {
  const tasks = [...build.pages.keys()].filter((p) => p.startsWith("tasks/")).length;
  const providers = [...build.pages.keys()].filter((p) => p.startsWith("providers/")).length;
  const snippets = build.sections.reduce((n, s) => n + s.snippets.length, 0);
  const lines = [
    `docs: ${build.pages.size} pages (${tasks} tasks, ${providers} providers, index): ${build.sections.length} examples, ${snippets} snippets, in ${Math.round(ms)} ms`,
  ];
  for (const w of build.warnings) lines.push(`${strict ? "error" : "warning"}: ${w}`);
  if (build.uncovered.length) {
    lines.push(`${build.uncovered.length} served (task, provider) pairs have no reviewed example yet (catalogue/docs-examples.yaml): ${build.uncovered.map((u) => `${u.task}/${u.provider}`).join(", ")}`);
  }
  if (build.warnings.length) lines.push(`${build.warnings.length} ${build.warnings.length === 1 ? "example" : "examples"} left out${strict ? ": --strict fails the build, nothing written" : ""}`);
  return `${lines.join("\n")}\n`;
}
