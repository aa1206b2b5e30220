// First-visit JavaScript of the built playground: the entry script the built index.html loads and every
// chunk it imports statically (what the browser must fetch before the page runs), from Vite's manifest.
// Chunks behind dynamic imports (golden outputs, editor, language modes, grammars, other views) are
// listed apart: they load on demand.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const FIRST_VISIT_BUDGET_KB = 300;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface ChunkSize {
  file: string;
  /** The module the chunk starts from (its source), or its file. */
  name: string;
  raw: number;
  gzip: number;
}

export interface FirstVisit {
  /** JavaScript the page loads at once. */
  initial: ChunkSize[];
  /** JavaScript it loads later, on demand. */
  deferred: ChunkSize[];
  initialGzip: number;
  initialRaw: number;
}

function size(distDir: string, chunk: ManifestChunk): ChunkSize {
  const code = readFileSync(join(distDir, chunk.file));
  return { file: chunk.file, name: chunk.src ?? chunk.file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** Measures `distDir` (a `vite build` of the playground with `build.manifest`). */
export function firstVisit(distDir: string): FirstVisit {
  const manifestFile = join(distDir, ".vite/manifest.json");
  const htmlFile = join(distDir, "index.html");
  if (!existsSync(manifestFile) || !existsSync(htmlFile)) {
    throw new Error(`${distDir}: no built playground (index.html and .vite/manifest.json); run \`npm run build\` first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const html = readFileSync(htmlFile, "utf8");
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  for (const [key, chunk] of entries) {
    if (!html.includes(chunk.file)) throw new Error(`${htmlFile}: does not load the entry ${chunk.file} of ${key}`);
  }
  // The static import closure of the entries.
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${manifestFile}: no chunk "${key}"`);
    initial.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key] of entries) visit(key);
  const js = (key: string) => manifest[key].file.endsWith(".js");
  const initialSizes = [...initial].filter(js).map((key) => size(distDir, manifest[key]));
  const deferred = Object.keys(manifest)
    .filter((key) => js(key) && !initial.has(key))
    .map((key) => size(distDir, manifest[key]))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initial: initialSizes.sort((a, b) => b.gzip - a.gzip),
    deferred,
    initialGzip: initialSizes.reduce((sum, c) => sum + c.gzip, 0),
    initialRaw: initialSizes.reduce((sum, c) => sum + c.raw, 0),
  };
}
