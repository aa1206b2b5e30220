// `snippets golden --watch`: a full check, then, on each change, a check of only what it affects:
//   templates/<language>/<client>/<name>.hbs   the template is replaced in the engine (setTemplateSource
//                                              recompiles what depends on it) and the cases that render
//                                              anything from that folder are checked again;
//   golden/cases/<case>.yaml                   that case is checked again (every case when one is added
//                                              or removed, since outputs change owner);
//   catalogue/**, templates/*/*/client.yaml,   loaded once when the engine starts: a full check in a
//   a template removed                         fresh process.
// Runs until interrupted (Ctrl-C); returns the last check's exit code.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { compare, formatCheck, isClean, type Comparison, type HarnessOptions } from "../engine/golden/harness.ts";
import { setTemplateSource } from "../engine/render/templates.ts";
import { watchFolders } from "../engine/golden/watch-folders.ts";

export interface WatchOptions extends HarnessOptions {
  /** Folders to watch; default: the project's templates/ and catalogue/. */
  templatesDir?: string;
  catalogueDir?: string;
  /** Stops watching. */
  signal?: AbortSignal;
  /** Called after every check (tests); `scope` says what was checked. */
  onCheck?: (c: Comparison, scope: string) => void;
  /** A full check in a fresh process; default: this CLI again, without --watch. */
  freshCheck?: () => number;
  /** Milliseconds to gather a burst of changes (an editor's save writes several times). */
  settle?: number;
}

const projectRoot = resolve(import.meta.dirname, "..");

/** The case → template folders it renders from (`python/requests`), from a check's provenance. */
function foldersOf(c: Comparison, into: Map<string, Set<string>>): void {
  for (const r of c.cases) {
    const folders = new Set([...r.templates.values()].map((t) => t.split("/").slice(0, 2).join("/")));
    into.set(r.goldenCase.name, folders);
  }
}

function summary(c: Comparison): string {
  const files = c.unchanged.length + c.changed.length + c.missing.length;
  return `${c.cases.length} cases, ${files} files: ${c.unchanged.length} match, ${c.changed.length} differ, ${c.missing.length} missing, ${c.orphaned.length} orphaned`;
}

export async function watchGolden(options: WatchOptions, out: (s: string) => void): Promise<number> {
  const templatesDir = options.templatesDir ?? join(projectRoot, "templates");
  const catalogueDir = options.catalogueDir ?? join(projectRoot, "catalogue");
  const casesDir = join(options.root, "cases");
  const harness: HarnessOptions = { root: options.root, filter: options.filter };
  const caseFolders = new Map<string, Set<string>>();
  let lastCode = 0;

  const run = (scope: string, names?: string[]) => {
    const started = performance.now();
    let c: Comparison;
    try {
      c = compare({ ...harness, names });
    } catch (error) {
      out(`${scope}: ${(error as Error).message}\n`);
      lastCode = 2;
      return;
    }
    foldersOf(c, caseFolders);
    lastCode = isClean(c) ? 0 : 1;
    const ms = (performance.now() - started).toFixed(0);
    out(`${isClean(c) ? "" : `${formatCheck(c)}\n`}[${new Date().toLocaleTimeString("en-GB")}] ${scope}: ${summary(c)} (${ms} ms)\n`);
    options.onCheck?.(c, scope);
  };

  const freshCheck =
    options.freshCheck ??
    (() => {
      const args = [process.argv[1]!, "golden", "--root", options.root, ...(options.filter ? ["--filter", options.filter] : [])];
      return spawnSync(process.execPath, args, { stdio: "inherit" }).status ?? 1;
    });

  /** Handles a burst of changed paths (absolute). */
  const handle = (paths: Set<string>) => {
    let full = false;
    let allCases = false;
    const cases = new Set<string>();
    const folders = new Set<string>();
    for (const path of paths) {
      const inTemplates = relative(templatesDir, path).split(sep).join("/");
      const inCases = relative(casesDir, path).split(sep).join("/");
      if (!inTemplates.startsWith("..")) {
        const parts = inTemplates.split("/");
        if (parts.length !== 3) continue;
        if (parts[2] === "client.yaml" || (parts[2]!.endsWith(".hbs") && !existsSync(path))) full = true;
        else if (parts[2]!.endsWith(".hbs")) {
          setTemplateSource(inTemplates.replace(/\.hbs$/, ""), readFileSync(path, "utf8"));
          folders.add(`${parts[0]}/${parts[1]}`);
        }
      } else if (!inCases.startsWith("..")) {
        if (!inCases.endsWith(".yaml")) continue;
        const name = inCases.replace(/\.yaml$/, "");
        if (!existsSync(path) || !caseFolders.has(name)) allCases = true;
        else cases.add(name);
      } else if (path.endsWith(".yaml")) full = true;
    }
    if (full) {
      out(`[${new Date().toLocaleTimeString("en-GB")}] catalogue or client changed: full check in a fresh process\n`);
      lastCode = freshCheck();
      return;
    }
    if (allCases) return run("cases added or removed: every case");
    for (const [name, used] of caseFolders) if ([...folders].some((f) => used.has(f))) cases.add(name);
    const what = [...[...folders].map((f) => `templates/${f}/`), ...[...paths].filter((p) => p.endsWith(".yaml")).map((p) => relative(options.root, p))];
    if (cases.size === 0) out(`[${new Date().toLocaleTimeString("en-GB")}] ${what.join(", ")}: no case renders from it\n`);
    else run(`${what.join(", ")} → ${cases.size} case${cases.size > 1 ? "s" : ""}`, [...cases]);
  };

  run("every case");
  out("Watching templates/, golden/cases/ and catalogue/ (Ctrl-C stops).\n");

  const stopWatching = watchFolders([templatesDir, casesDir, catalogueDir], handle, { settle: options.settle });

  await new Promise<void>((done) => {
    const stop = () => {
      stopWatching();
      process.off("SIGINT", stop);
      done();
    };
    options.signal?.addEventListener("abort", stop, { once: true });
    process.once("SIGINT", stop);
  });
  return lastCode;
}
