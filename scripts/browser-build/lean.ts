// The lean browser build: build-time steps that change no behaviour and keep what a page never runs out
// of its JavaScript. Used by bench/bundle.config.ts (BUNDLE_LEAN=1) and the playground's build.
//   - The catalogue and every client.yaml are parsed and validated at build time by the sources
//     themselves (scripts/browser-build/data.ts) and shipped as data (`prevalidatedFiles`, as the installed
//     package does): no YAML parser and no schema check at run time.
//   - Templates ship as one object of sources instead of one module per file.
//   - The catalogue's loader gets no YAML parser (#catalogue-files' parseYaml is null): it has nothing to parse.
//   - zod is the recorder of scripts/browser-build/shims/zod.ts: schemas are built (with zod/mini) only when one
//     is used, which in the browser means explaining a bad model record.
//   - Handlebars' optional `source-map` dependency (only for its srcName option) is left out.
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { LeanData } from "./data.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export const LEAN_ALIASES = [
  { find: /^source-map$/, replacement: resolve(repo, "scripts/browser-build/shims/source-map.ts") },
  { find: /^zod$/, replacement: resolve(repo, "scripts/browser-build/shims/zod.ts") },
];


/** The data, from a child process: the sources need the Node loaders and TypeScript, which a Vite config does not run. */
function readLeanData(): LeanData {
  const out = execFileSync(process.execPath, ["--import", "tsx", resolve(repo, "scripts/browser-build/data.ts")], {
    cwd: repo,
    maxBuffer: 64 * 1024 * 1024,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  return JSON.parse(out) as LeanData;
}

const VIRTUAL = { "#catalogue-files": "\0lean:catalogue-files", "#template-files": "\0lean:template-files" } as const;

/**
 * A JavaScript expression for JSON data: the JSON text in a raw template string, parsed at load. As an
 * object literal, the library build would print it one property a line, indented (Vite keeps the
 * whitespace of ES library builds); a string stays as written. In a raw template string the JSON text
 * needs no escaping but for "`" and "${", which JSON can spell as \u escapes.
 */
const literal = (data: unknown) =>
  `JSON.parse(String.raw\`${JSON.stringify(data).replace(/`/g, "\\u0060").replace(/\$\{/g, "$\\u007b")}\`)`;

/** The lean build's plugin. `apply: "build"` leaves a dev server (which edits and reloads files) as it is. */
export function leanBrowserBuild({ apply }: { apply?: "build" } = {}): Plugin {
  let data: LeanData | undefined;
  const get = () => (data ??= readLeanData());
  return {
    name: "lean-browser-build",
    enforce: "pre",
    ...(apply ? { apply } : {}),
    config: () => ({ resolve: { alias: LEAN_ALIASES } }),
    resolveId(source) {
      return Object.hasOwn(VIRTUAL, source) ? VIRTUAL[source as keyof typeof VIRTUAL] : null;
    },
    load(id) {
      if (id === VIRTUAL["#catalogue-files"]) {
        return [
          `export const catalogueDir = "catalogue";`,
          `export const catalogueFiles = {};`,
          `export const prevalidatedFiles = ${literal(get().validated)};`,
          // Every file is validated data: nothing to parse.
          `export const parseYaml = null;`,
        ].join("\n");
      }
      if (id === VIRTUAL["#template-files"]) {
        return [
          `export const templatesDir = "templates";`,
          // Sources as string literals: one line each, nothing to indent.
          `export const templateFiles = ${JSON.stringify(get().templates)};`,
          `export const clientFiles = ${JSON.stringify(get().clients)};`,
          // Sources, edited live in the playground: the source compiler renders them.
          `export { createSourceCompiler } from ${JSON.stringify(resolve(repo, "engine/render/compiler.ts"))};`,
        ].join("\n");
      }
      return null;
    },
  };
}
