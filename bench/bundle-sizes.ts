// What takes the room in a browser bundle: a Vite plugin that writes, for each part of the single chunk
// (a package, an engine folder, a catalogue module, the template and catalogue data), its minified
// size and what it adds to the gzipped whole (the whole compressed with and without it: parts share
// the compressor's dictionary, so compressing each alone would overstate them). bench/bundle.ts prints it.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

export interface PartSize {
  part: string;
  /** Minified bytes of its modules. */
  raw: number;
  /** Bytes it adds to the gzip -9 of the bundle's modules. */
  gzip: number;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** The part a module belongs to, from its id. */
export function partOf(id: string, root: string): string {
  if (id.startsWith("\0lean:")) return `${id.slice("\0lean:".length).replace(/-files$/, "")} data (lean build)`;
  const path = id.split("?")[0]!.replace(/\\/g, "/");
  const inRepo = path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(inRepo);
  if (pkg) return `npm: ${pkg[1]}`;
  if (/^templates\/.*\.hbs$/.test(inRepo)) return "templates/**/*.hbs";
  if (/^templates\/.*\.yaml$/.test(inRepo)) return "templates/**/client.yaml";
  if (/^catalogue\/tasks\/.*\.yaml$/.test(inRepo)) return "catalogue/tasks/*.yaml";
  if (inRepo.endsWith(".yaml")) return inRepo;
  const parts = inRepo.split("/");
  // engine/<folder>/… by folder; a top-level module by itself.
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : inRepo;
}

/** Sizes of the parts of `modules` (id → minified code), largest gzip share first. */
export function partSizes(modules: Record<string, string>, root: string): PartSize[] {
  const byPart = new Map<string, string[]>();
  for (const id of Object.keys(modules)) {
    const part = partOf(id, root);
    byPart.set(part, [...(byPart.get(part) ?? []), id]);
  }
  const ids = Object.keys(modules);
  const whole = gzip(ids.map((id) => modules[id]).join("\n"));
  return [...byPart]
    .map(([part, members]) => {
      const inPart = new Set(members);
      const rest = ids.filter((id) => !inPart.has(id)).map((id) => modules[id]).join("\n");
      return { part, raw: members.reduce((sum, id) => sum + modules[id]!.length, 0), gzip: whole - gzip(rest) };
    })
    .sort((a, b) => b.gzip - a.gzip || b.raw - a.raw);
}

/** Writes the part sizes of the build's (single) chunk to `file` as JSON. */
export function sizeReport(file: string): Plugin {
  return {
    name: "bundle-sizes",
    apply: "build",
    generateBundle(_options, bundle) {
      const root = this.environment?.config.root ?? process.cwd();
      const modules: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const [id, module] of Object.entries(output.modules)) modules[id] = module.code ?? "";
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(partSizes(modules, root.replace(/\\/g, "/"))));
    },
  };
}
