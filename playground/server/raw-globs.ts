// The dev server's shortcut for the engine's and catalogue's browser loaders: their eager `?raw` globs
// (about 550 template and YAML files) become one module each holding the texts, instead of one request
// per file (a first visit to the dev server fetched 630 modules). The build keeps Vite's own globs. The
// texts are the same files under the same keys; an edited file invalidates the module (a watched
// file), and an added or removed one reloads the page (raw-globs' hotUpdate).
import { dirname, resolve } from "node:path";
import { readFileSync } from "node:fs";
import fg from "fast-glob";
import type { Plugin } from "vite";

/** `import.meta.glob(<patterns>, { query: "?raw", import: "default", eager: true })` */
const RAW_GLOB = /import\.meta\.glob\((\[[^\]]*\]|"[^"]*")\s*,\s*\{\s*query:\s*"\?raw",\s*import:\s*"default",\s*eager:\s*true\s*\}\)/g;

/** The files an eager raw glob in `dir` takes, under the keys Vite gives them (`./a.yaml`, `../templates/x.hbs`). */
export function rawGlobFiles(patternsText: string, dir: string): Record<string, string> {
  const patterns = ([] as string[]).concat(JSON.parse(patternsText) as string | string[]);
  const wanted = patterns.filter((p) => !p.startsWith("!"));
  const ignore = patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1).replace(/^\.\//, ""));
  const paths = fg.sync(wanted.map((p) => p.replace(/^\.\//, "")), { cwd: dir, ignore, followSymbolicLinks: false });
  return Object.fromEntries(paths.sort().map((p) => [p.startsWith(".") ? p : `./${p}`, readFileSync(resolve(dir, p), "utf8")]));
}

/** `code` with each eager raw glob written out as an object of texts; null when it has none. */
export function inlineRawGlobs(code: string, id: string, watch: (file: string) => void = () => {}): string | null {
  if (!code.includes("import.meta.glob")) return null;
  let found = false;
  const out = code.replace(RAW_GLOB, (_call, patternsText: string) => {
    found = true;
    const files = rawGlobFiles(patternsText, dirname(id));
    for (const key of Object.keys(files)) watch(resolve(dirname(id), key));
    return JSON.stringify(files);
  });
  return found ? out : null;
}

const LOADERS = [/\/engine\/render\/files\.browser\.ts$/, /\/catalogue\/files\.browser\.ts$/];

/** The folder each loader globs in (relative to the loader), by the loader's folder and file. */
const ROOTS: Record<string, string> = { "render/files.browser.ts": "../../templates", "catalogue/files.browser.ts": "." };

export function playgroundRawGlobs(): Plugin {
  const inlined = new Set<string>();
  return {
    name: "playground-raw-globs",
    apply: "serve",
    enforce: "pre",
    transform(code, id) {
      if (!LOADERS.some((loader) => loader.test(id))) return undefined;
      const out = inlineRawGlobs(code, id, (file) => this.addWatchFile(file));
      if (out !== null) inlined.add(id);
      return out ?? undefined;
    },
    // A file changed where a loader globs: that loader's module is stale (the next page load reads the
    // files again; an open page learns of an edit from the endpoints' file event); a file added or
    // removed reloads the page.
    hotUpdate({ type, file, server }) {
      if (!/\.(hbs|yaml)$/.test(file)) return;
      const graph = this.environment.moduleGraph;
      let stale = false;
      for (const id of inlined) {
        const root = resolve(dirname(id), ROOTS[id.split("/").slice(-2).join("/")] ?? ".");
        if (!file.startsWith(`${root}/`)) continue;
        const module = graph.getModuleById(id);
        if (module) graph.invalidateModule(module);
        stale = true;
      }
      if (stale && type !== "update" && this.environment.name === "client") server.ws.send({ type: "full-reload" });
    },
  };
}
