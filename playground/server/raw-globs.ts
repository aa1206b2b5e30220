// The dev server's shortcut for the engine's and catalogue's browser loaders: their eager `?raw` globs
// (about 550 template and YAML files) become one module each holding the texts, instead of one request
// per file (a first visit to the dev server fetched 630 modules). The build keeps Vite's own globs. The
// texts are the same files under the same keys, read from the templates and catalogue folders the
// server is given (the repository's, or the browser tests' copies); an edited file invalidates the module
// (a watched file), and an added or removed one reloads the page (raw-globs' hotUpdate).
// The dev server's own engine (server/case-outputs.ts, which says whether a golden file may be
// written) loads the same two loaders, so it reads the same folders as the page.
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import fg from "fast-glob";
import type { Plugin } from "vite";
import { pageCatalogue, withPageCatalogue, type SharedCatalogue } from "./page-catalogue.ts";

const REPO = resolve(import.meta.dirname, "../..");

/** `import.meta.glob(<patterns>, { query: "?raw", import: "default", eager: true })` */
const RAW_GLOB = /import\.meta\.glob\((\[[^\]]*\]|"[^"]*")\s*,\s*\{\s*query:\s*"\?raw",\s*import:\s*"default",\s*eager:\s*true\s*\}\)/g;

/** A folder the loader's patterns name (`real`) and the folder read in its place (`served`). */
export interface ServedRoot {
  real: string;
  served: string;
}

/** The files an eager raw glob in `dir` takes: Vite's key (`./a.yaml`, `../templates/x.hbs`) → the file read. */
function rawGlobPaths(patternsText: string, dir: string, root: ServedRoot = { real: dir, served: dir }): [string, string][] {
  const patterns = ([] as string[]).concat(JSON.parse(patternsText) as string | string[]);
  const underRoot = (pattern: string) => relative(root.real, resolve(dir, pattern)).split("\\").join("/");
  const wanted = patterns.filter((p) => !p.startsWith("!")).map(underRoot);
  const ignore = patterns.filter((p) => p.startsWith("!")).map((p) => underRoot(p.slice(1)));
  const paths = fg.sync(wanted, { cwd: root.served, ignore, followSymbolicLinks: false });
  return paths.sort().map((p) => {
    const key = relative(dir, resolve(root.real, p)).split("\\").join("/");
    return [key.startsWith(".") ? key : `./${key}`, resolve(root.served, p)];
  });
}

/** The files an eager raw glob in `dir` takes, under the keys Vite gives them (`./a.yaml`, `../templates/x.hbs`). */
export function rawGlobFiles(patternsText: string, dir: string, root?: ServedRoot): Record<string, string> {
  return Object.fromEntries(rawGlobPaths(patternsText, dir, root).map(([key, file]) => [key, readFileSync(file, "utf8")]));
}

/** `code` with each eager raw glob written out as an object of texts; null when it has none. */
export function inlineRawGlobs(code: string, id: string, watch: (file: string) => void = () => {}, root?: ServedRoot): string | null {
  if (!code.includes("import.meta.glob")) return null;
  let found = false;
  const out = code.replace(RAW_GLOB, (_call, patternsText: string) => {
    found = true;
    const files = rawGlobPaths(patternsText, dirname(id), root);
    for (const [, file] of files) watch(file);
    return JSON.stringify(Object.fromEntries(files.map(([key, file]) => [key, readFileSync(file, "utf8")])));
  });
  return found ? out : null;
}

/** A file's text under `folder`, or undefined when there is none. */
function servedText(folder: string, path: string): string | undefined {
  try {
    return readFileSync(resolve(folder, path), "utf8");
  } catch {
    return undefined;
  }
}

export interface RawGlobFolders {
  templatesDir?: string;
  catalogueDir?: string;
  /** The catalogue data the server's engine validated, which the page's loader takes (server/page-catalogue.ts). */
  catalogue?: SharedCatalogue;
}

/** The browser loader a package.json "imports" entry names (`#catalogue-files` → catalogue/files.browser.ts). */
function browserLoader(name: string): string {
  const imports = (JSON.parse(readFileSync(resolve(REPO, "package.json"), "utf8")) as { imports: Record<string, { browser: string }> }).imports;
  return resolve(REPO, imports[name]!.browser);
}

export function playgroundRawGlobs(folders: RawGlobFolders = {}): Plugin {
  // Each loader, with the folder its globs name and the folder read in its place.
  const loaders = [
    { name: "#template-files", file: browserLoader("#template-files"), real: resolve(REPO, "templates"), served: folders.templatesDir ?? resolve(REPO, "templates") },
    { name: "#catalogue-files", file: browserLoader("#catalogue-files"), real: resolve(REPO, "catalogue"), served: folders.catalogueDir ?? resolve(REPO, "catalogue") },
  ];
  const inlined = new Set<string>();
  return {
    name: "playground-raw-globs",
    apply: "serve",
    enforce: "pre",
    // The server's engine takes the same loaders as the page (not the Node ones, which read the
    // repository's folders wherever the server was told to look).
    resolveId(id) {
      if (this.environment.config.consumer !== "server") return undefined;
      return loaders.find((loader) => loader.name === id)?.file;
    },
    async transform(code, id) {
      const loader = loaders.find((l) => l.file === id.split("?")[0]);
      if (!loader) return undefined;
      const out = inlineRawGlobs(code, id, (file) => this.addWatchFile(file), loader);
      if (out !== null) inlined.add(id);
      // The page's catalogue loader takes the data the server's engine validated from the same texts (the
      // engine's own loader, a server module, validates them itself). No engine: the page validates all.
      if (out === null) return undefined;
      const validated = loader.name === "#catalogue-files" && this.environment.config.consumer === "client" ? folders.catalogue?.validated : undefined;
      const files = validated && (await validated().catch(() => undefined));
      const filled = files ? withPageCatalogue(out, pageCatalogue(files, (path) => servedText(loader.served, path))) : out;
      // The texts are data: no source map of them (the map of the loader's few lines would carry every text again).
      return { code: filled, map: { mappings: "" } };
    },
    // A file changed where a loader globs: that loader's module is stale. A template edited: the next
    // page load reads it again, and an open page learns of it from the endpoints' file event. Anything
    // else (a catalogue file, a template added or removed) reloads the page: the catalogue is read once
    // at load, and a partial hot update would leave the page with two copies of the modules above it.
    hotUpdate({ type, file, server }) {
      if (!/\.(hbs|yaml)$/.test(file)) return;
      const graph = this.environment.moduleGraph;
      let reload = false;
      for (const loader of loaders) {
        if (!inlined.has(loader.file) || !file.startsWith(`${loader.served}/`)) continue;
        const module = graph.getModuleById(loader.file);
        if (module) graph.invalidateModule(module);
        if (loader.name === "#catalogue-files" || type !== "update" || !file.endsWith(".hbs")) reload = true;
      }
      if (!reload || this.environment.name !== "client") return;
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}
