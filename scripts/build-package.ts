// `npm run build:package`: the installable package, assembled in dist/package/ (`npm pack ./dist/package`
// packs it): one build for Node and the browser (ESM, no `node:` import on any API entry's graph, no eval,
// no Handlebars: the templates are compiled to JavaScript here, scripts/package/precompile.ts). esbuild
// bundles, tsc writes the declarations.
//   index.js                everything: inference, library and local-app snippets (package ".")
//   inference.js            getInferenceSnippets with the ten languages ("./inference")
//   inference-core.js       getInferenceSnippets with the languages a page hands over ("./inference/core")
//   templates/<lang>.js     one language's inference templates ("./templates/<lang>")
//   libraries.js            getLibrarySnippets ("./libraries")
//   local-apps.js           getLocalApps ("./local-apps")
//   catalogue.js            the catalogue ("./catalogue")
//   compat.js               the hub page's calls, same signatures (Python, JavaScript, shell; "./compat")
//   cli.js, bulk-worker.js  the `snippets` command (bin/snippets.js), with all it alone uses bundled in
//   chunk-*.js              code the entries share
//   types/                  declarations
//   package.json, README.md (scripts/package/README.md: the users'), LICENSE, schemas/, examples/
// The package has no runtime dependency.
// The catalogue ships as JavaScript (a table by columns where that is smaller: scripts/package/tables.ts), validated here by the sources (which parse and check every YAML
// file): each catalogue module gets the data of the files it loads and no other, so an entry carries
// only the data it reads. zod stays out (a record is explained without it) and so does the YAML parser,
// but for the command line's own reading of YAML records.
// Other builds' folders in dist/ (the playground's, the bundle benchmark's) are left alone.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import fg from "fast-glob";
import { minify } from "terser";
import { leanData } from "./browser-build/data.ts";
import { precompiledPacks } from "./package/precompile.ts";
import { dataExpression, joinedExpression } from "./package/tables.ts";
import { writeIds } from "./generate-ids.ts";
import { projectFields } from "../catalogue/load.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the package is assembled. */
export const PACKAGE_DIR = join(root, "dist", "package");
const dist = PACKAGE_DIR;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, unknown> & { version: string };

/** The API entries: what each registers (template packs) and exports. */
export const API_ENTRIES = {
  index: { packs: "all", exports: `export * from "./engine/index.ts";` },
  inference: {
    packs: "inference",
    exports: `export * from "./engine/entries/inference.ts";`,
  },
  "inference-core": { packs: "none", exports: `export * from "./engine/entries/inference.ts";` },
  libraries: { packs: "libraries", exports: `export * from "./engine/entries/libraries.ts";` },
  "local-apps": { packs: "local-apps", exports: `export * from "./engine/entries/local-apps.ts";` },
  catalogue: { packs: "none", exports: `export * from "./catalogue/index.ts";` },
  compat: { packs: "compat", exports: `export * from "./engine/entries/compat.ts";` },
} as const;

/** Removes what an earlier package build wrote (other builds' folders in dist/ stay). */
function clean(): void {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
}

const js = (lines: string[]) => ({ contents: lines.join("\n"), loader: "js" as const, resolveDir: root });

/** The files a catalogue module loads, from its calls (loadCatalogueFile("x.yaml"), listCatalogueFiles("tasks/")). */
function filesLoadedBy(source: string, shipped: readonly string[]): string[] {
  const files = new Set<string>();
  // Calls, not the examples comments give.
  source = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  for (const [, name] of source.matchAll(/loadCatalogueFile\(\s*"([^"]+)"/g)) files.add(`catalogue/${name}`);
  for (const [, name, fields] of source.matchAll(/loadCatalogueFields\(\s*"([^"]+)",\s*"([^"]*)"/g)) files.add(`catalogue/${name}#${fields}`);
  for (const [, prefix] of source.matchAll(/listCatalogueFiles\(\s*"([^"]+)"\)/g)) {
    for (const file of shipped) if (file.startsWith(`catalogue/${prefix}`)) files.add(file);
  }
  return [...files];
}

/**
 * The libraries whose pipeline tasks the library selectors ask about (their `libraryServesTask("<id>", …)`
 * calls): the only entries of catalogue/library-tasks.yaml the package ships them (catalogue/library-served-tasks.ts).
 */
export function librariesAskedForTasks(): string[] {
  const asked = new Set<string>();
  for (const file of fg.sync("*.ts", { cwd: join(root, "engine/libraries/selectors"), ignore: ["*.test.ts"], absolute: true })) {
    const source = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    for (const [call, id] of source.matchAll(/\blibraryServesTask\(\s*("([^"]+)")?/g)) {
      if (id === undefined) throw new Error(`${relative(root, file)}: ${call}…: the library must be a string literal (the package build reads it)`);
      asked.add(JSON.parse(id));
    }
  }
  return [...asked].sort();
}

/** The views of catalogue files the catalogue modules load (`catalogue/libraries.yaml#install,needs,snippets`), from their loadCatalogueFields calls. */
const catalogueViews = (() => {
  let views: string[] | undefined;
  return () =>
    (views ??= fg
      .sync("*.ts", { cwd: join(root, "catalogue"), ignore: ["*.test.ts"], absolute: true })
      .flatMap((file) => filesLoadedBy(readFileSync(file, "utf8"), []).filter((loaded) => loaded.includes("#")))
      .sort());
})();

/** A view's entries, only those of `ids`. */
const onlyEntries = (view: Record<string, unknown>, ids: readonly string[]) => Object.fromEntries(Object.entries(view).filter(([id]) => ids.includes(id)));

/** The validated data of a file, or of a view of its fields (`catalogue/libraries.yaml#snippets`). */
function shippedData(validated: Record<string, unknown>, file: string): unknown {
  // A view shipped as such (it holds a field the whole file leaves out: browser-build/data.ts).
  if (Object.hasOwn(validated, file)) return validated[file];
  const [path, fields] = file.split("#") as [string, string | undefined];
  if (!Object.hasOwn(validated, path)) return undefined;
  if (fields === undefined) return validated[path];
  const view = projectFields(validated[path] as Record<string, Record<string, unknown>>, fields);
  return file === "catalogue/library-tasks.yaml#tasks" ? onlyEntries(view, librariesAskedForTasks()) : view;
}

function packageFiles(data: ReturnType<typeof leanData>, packs: Record<string, string>): Plugin {
  const shipped = Object.keys(data.validated);
  const clientFolders = Object.keys(data.clients).sort();
  const inferencePacks = clientFolders.map((folder) => folder.split("/")[0]!).filter((l, i, all) => all.indexOf(l) === i).sort();
  const packSets: Record<string, string[]> = {
    all: Object.keys(packs).sort(),
    inference: inferencePacks,
    libraries: ["libraries"],
    "local-apps": ["local-apps"],
    // The languages the hub's own inference snippets come in (engine/compat/inference.ts).
    compat: [...inferencePacks.filter((l) => ["python", "js", "sh"].includes(l)), "libraries", "local-apps"],
    none: [],
  };
  return {
    name: "package-files",
    setup(b) {
      const virtual = /^(#(catalogue|template|selector|language)-files|data:.*|pack:.*|register:.*|entry:.*)$/;
      b.onResolve({ filter: virtual }, (args) => ({ path: args.path, namespace: "package-files" }));
      // The API never parses YAML nor runs a schema: the catalogue's loader gets stand-ins, the command
      // line's own YAML reading (catalogue/yaml-text.ts) keeps the real parser.
      b.onResolve({ filter: /^zod$/ }, () => ({ path: join(root, "scripts/package/no-zod.js") }));
      // The command line reads YAML and never writes it: js-yaml's loader, core schema and error class from
      // its own modules (lib/, what its CommonJS entry joins), without the dumper its ES module bundles in.
      b.onResolve({ filter: /^js-yaml$/ }, () => ({ path: "js-yaml-loader", namespace: "package-files" }));
      // The schemas of the catalogue's files (catalogue/*-schema.ts) and of the inference clients' client.yaml
      // (engine/inference/client-schema.ts): the package's data was validated when it was built, so what the
      // loaders hand them is never read (catalogue/load.ts returns the prevalidated data first); each one is
      // null, which keeps the inert zod stand-in off the graphs that need no other.
      b.onLoad({ filter: /\/(catalogue|engine\/inference)\/[^/]+-schema\.ts$/ }, (args) => {
        const names = [...readFileSync(args.path, "utf8").matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
        return js(names.map((name) => `export const ${name} = null;`));
      });
      b.onLoad({ filter: /\/catalogue\/[^/]+\.ts$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        const files = filesLoadedBy(source, shipped);
        const missing = files.filter((file) => shippedData(data.validated, file) === undefined);
        if (missing.length) throw new Error(`${relative(root, args.path)} loads ${missing.join(", ")}, which the build did not validate`);
        return { contents: files.map((file) => `import ${JSON.stringify(`data:${file}`)};\n`).join("") + source, loader: "ts" };
      });
      b.onLoad({ filter: /.*/, namespace: "package-files" }, (args) => {
        const path = args.path;
        if (path.startsWith("data:")) {
          const file = path.slice("data:".length);
          const value = shippedData(data.validated, file);
          // A whole file one of whose views is shipped too: those fields from the view's module (kept once).
          const view = file.includes("#") ? undefined : catalogueViews().find((v) => v.startsWith(`${file}#`) && joinedExpression(value, shippedData(data.validated, v)));
          const joinedCode = view === undefined ? null : joinedExpression(value, shippedData(data.validated, view))!;
          const { code, usesTable, usesForms } = joinedCode ?? dataExpression(value);
          // The view's data by a binding its module exports, not by prevalidatedFiles: esbuild orders chunks by
          // the bindings they import, and a module imported for its side effect alone may run after this one.
          return js([
            `import { prevalidatedFiles } from "#catalogue-files";`,
            ...(view === undefined ? [] : [`import view from ${JSON.stringify(`data:${view}`)};`, `import { joined } from "./scripts/package/table.ts";`]),
            ...(usesTable ? [`import { table } from "./scripts/package/table.ts";`] : []),
            ...(usesForms ? [`import { formedTable } from "./scripts/package/table.ts";`] : []),
            `export default prevalidatedFiles[${JSON.stringify(file)}] = ${code};`,
          ]);
        }
        if (path.startsWith("pack:")) return js([packs[path.slice("pack:".length)]!]);
        if (path === "js-yaml-loader") return js(jsYamlLoader());
        if (path.startsWith("register:")) {
          const names = packSets[path.slice("register:".length)]!;
          return js([
            `import { useTemplates } from "./engine/render/templates.ts";`,
            ...names.map((name, i) => `import p${i} from ${JSON.stringify(`pack:${name}`)};`),
            `useTemplates(${names.map((_, i) => `p${i}`).join(", ")});`,
          ]);
        }
        if (path.startsWith("entry:")) {
          const name = path.slice("entry:".length);
          if (name.startsWith("templates/")) return js([`export { default } from ${JSON.stringify(`pack:${name.slice("templates/".length)}`)};`]);
          if (name === "cli" || name === "bulk-worker") {
            return js([`import "register:all";`, `import "./engine/cli/${name === "cli" ? "main" : "bulk-worker"}.ts";`]);
          }
          const entry = API_ENTRIES[name as keyof typeof API_ENTRIES];
          return js([...(entry.packs === "none" ? [] : [`import "register:${entry.packs}";`]), entry.exports]);
        }
        switch (path) {
          case "#catalogue-files":
            return js([
              `export const catalogueDir = "catalogue";`,
              `export const catalogueFiles = {};`,
              `/** Filled by the data modules each catalogue module imports. */`,
              `export const prevalidatedFiles = {};`,
              `export const parseYaml = null;`,
            ]);
          case "#template-files":
            return js([
              `export const templatesDir = "templates";`,
              `export const templateFiles = {};`,
              // The inference clients come with the template packs (each language's pack carries its
              // clients' client.yaml data: engine/inference/clients.ts).
              `export const clientFiles = {};`,
              `export const createSourceCompiler = null;`,
            ]);
          case "#selector-files":
            return staticImports("engine/libraries/selectors", "selectorFiles", ["*.test.ts"]);
          default:
            // The languages come with the template packs that write them (useTemplates).
            return js([`export const languageFiles = {};`]);
        }
      });
    },
  };
}

/** `load`, `CORE_SCHEMA` and `YAMLException` of js-yaml, from the files of its loader (catalogue/yaml-text.ts imports these). */
function jsYamlLoader(): string[] {
  const lib = join(dirname(createRequire(import.meta.url).resolve("js-yaml")), "lib");
  return [
    `export { load } from ${JSON.stringify(join(lib, "loader.js"))};`,
    `export { default as CORE_SCHEMA } from ${JSON.stringify(join(lib, "schema/core.js"))};`,
    `export { default as YAMLException } from ${JSON.stringify(join(lib, "exception.js"))};`,
  ];
}

/** A module importing every definition file of a folder, as the Node loaders find them. */
function staticImports(folder: string, name: string, ignore: string[]) {
  const files = fg.sync("*.ts", { cwd: join(root, folder), ignore }).sort();
  return js([
    ...files.map((file, i) => `import m${i} from ${JSON.stringify(`./${folder}/${file}`)};`),
    `export const ${name} = {`,
    ...files.map((file, i) => `  ${JSON.stringify(file.replace(/\.ts$/, ""))}: m${i},`),
    `};`,
  ]);
}

async function bundle(): Promise<void> {
  const data = leanData();
  const packs = precompiledPacks(
    data.templates,
    new Set(Object.keys(data.clients)),
    Object.fromEntries(Object.keys(data.clients).map((folder) => [folder, data.validated[`templates/${folder}/client.yaml`]])),
  );
  const languages = Object.keys(packs).filter((name) => name !== "libraries" && name !== "local-apps");
  const entryPoints = Object.fromEntries(
    [...Object.keys(API_ENTRIES), "cli", "bulk-worker", ...languages.map((l) => `templates/${l}`)].map((name) => [name, `entry:${name}`]),
  );
  const result = await build({
    absWorkingDir: root,
    metafile: true,
    entryPoints,
    outdir: dist,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    target: ["node20", "es2022"],
    // Whitespace is terser's (compressOutputs), which keeps the /* @__PURE__ */ marks a page's bundler reads.
    minifySyntax: true,
    minifyIdentifiers: true,
    plugins: [packageFiles(data, packs), pureLanguageDefinitions()],
    define: { __PACKAGE_VERSION__: JSON.stringify(pkg.version), __PACKAGE_BUILD__: "true" },
    // Node's own modules are the command line's alone (a test checks that no API entry reaches one).
    external: ["node:*"],
    chunkNames: "chunk-[hash]",
    legalComments: "none",
    logLevel: "warning",
  });
  // What each output holds and imports: read by the size bench and the package tests (not shipped).
  writeFileSync(join(root, "dist", "package-meta.json"), JSON.stringify(result.metafile));
  await compressOutputs(Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".js")));
}

/**
 * A second pass over each file esbuild wrote: terser's compressor (not its mangler: a page's bundler renames
 * the identifiers again) rewrites what esbuild's minifier leaves as written (single-use functions and
 * constants inlined, statements joined). A page's library snippets weigh 0.5 KB gzip less for it
 * (bench/entry-sizes.ts); the code does the same, as every golden case through the built package shows.
 */
async function compressOutputs(files: string[]): Promise<void> {
  for (const file of files) {
    const path = join(root, file);
    const { code } = await minify(readFileSync(path, "utf8"), { module: true, compress: { passes: 2 }, mangle: false, format: { comments: false, preserve_annotations: true } });
    if (code === undefined) throw new Error(`${file}: terser wrote nothing`);
    writeFileSync(path, code);
  }
}

/**
 * Marks each language file's calls of defineLanguage and identifierRule (engine/languages/types.ts) as free of
 * side effects. A template pack that writes a language's literals without checking its names imports the
 * writers alone (its `writers`), and a page's bundler then leaves the definition (reserved words and all) out
 * of a chunk the file shares with the entries that need it: the library snippets carry the JavaScript and
 * Swift writers without those languages' definitions.
 */
function pureLanguageDefinitions(): Plugin {
  return {
    name: "pure-language-definitions",
    setup(b) {
      b.onLoad({ filter: /\/engine\/languages\/[a-z]+\.ts$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!/^export default defineLanguage\(/m.test(source)) return undefined;
        return { contents: source.replace(/\b(defineLanguage|identifierRule)\(/g, "/* @__PURE__ */ $1("), loader: "ts" };
      });
    },
  };
}

/** Each entry: its file and its declarations, for package.json "exports". */
const EXPORTS: Record<string, { types: string; default: string }> = {
  ".": { types: "./types/engine/index.d.ts", default: "./index.js" },
  "./inference": { types: "./types/engine/entries/inference.d.ts", default: "./inference.js" },
  "./inference/core": { types: "./types/engine/entries/inference.d.ts", default: "./inference-core.js" },
  "./templates/*": { types: "./types/template-pack.d.ts", default: "./templates/*.js" },
  "./libraries": { types: "./types/engine/entries/libraries.d.ts", default: "./libraries.js" },
  "./local-apps": { types: "./types/engine/entries/local-apps.d.ts", default: "./local-apps.js" },
  "./catalogue": { types: "./types/catalogue/index.d.ts", default: "./catalogue.js" },
  "./compat": { types: "./types/engine/entries/compat.d.ts", default: "./compat.js" },
};

/** The JSON Schemas the package ships (schemas/), for `snippets schema` and editors. */
export const SHIPPED_SCHEMAS = ["model.json"];

/** package.json, README, LICENSE, the command's launcher, schemas/ and examples/ beside the code. */
function assemble(): void {
  const manifest = {
    name: pkg.name,
    version: pkg.version,
    description: pkg.description,
    license: pkg.license,
    type: "module",
    // The entries are the same files in Node and in the browser: no entry imports a Node module.
    exports: { ...EXPORTS, "./package.json": "./package.json" },
    types: EXPORTS["."]!.types,
    bin: { snippets: "bin/snippets.js" },
    engines: pkg.engines,
    keywords: ["huggingface", "snippets", "inference", "model-hub"],
  };
  writeFileSync(join(dist, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(root, "scripts/package/README.md"), join(dist, "README.md"));
  cpSync(join(root, "LICENSE"), join(dist, "LICENSE"));
  // The model record's JSON Schema (what a user's records are checked against; the others describe the
  // catalogue's own files, a maintainer's concern), without the indentation.
  mkdirSync(join(dist, "schemas"));
  for (const file of SHIPPED_SCHEMAS) {
    writeFileSync(join(dist, "schemas", file), `${JSON.stringify(JSON.parse(readFileSync(join(root, "schemas", file), "utf8")))}\n`);
  }
  cpSync(join(root, "examples"), join(dist, "examples"), { recursive: true });
  mkdirSync(join(dist, "bin"));
  writeFileSync(
    join(dist, "bin", "snippets.js"),
    `#!/usr/bin/env node\n// The \`snippets\` command of the installed package.\nprocess.env.SNIPPETS_CLI = "1";\nawait import("../cli.js");\n`,
    { mode: 0o755 },
  );
  mkdirSync(join(dist, "types"), { recursive: true });
  writeFileSync(
    join(dist, "types", "template-pack.d.ts"),
    `import type { TemplatePack } from "./engine/render/templates.js";\n/** One language's inference templates, for useTemplates() of hub-snippets/inference/core. */\ndeclare const pack: TemplatePack;\nexport default pack;\n`,
  );
}

/** Declarations by tsc; the sources import `./x.ts`, the declarations `./x.js` (what a consumer resolves). */
function declarations(): void {
  const tsc = join(root, "node_modules", ".bin", "tsc");
  execFileSync(tsc, ["-p", join(root, "scripts/package/tsconfig.types.json")], { cwd: root, stdio: "inherit" });
  for (const file of fg.sync("**/*.d.ts", { cwd: join(dist, "types"), absolute: true })) {
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/((?:from|import\()\s*["']\.{1,2}\/[^"']*?)\.ts(["'])/g, "$1.js$2"));
  }
  pruneDeclarations();
}

/**
 * Removes the declarations no entry's types reach (tsc writes one for every module it compiled: the
 * schemas, the command line's, ...), and checks that those reached import nothing but each other.
 */
function pruneDeclarations(): void {
  const types = join(dist, "types");
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)) {
      if (!spec!.startsWith(".")) throw new Error(`${relative(dist, file)}: the declarations import ${spec}, which the package does not install`);
      visit(resolve(dirname(file), spec!.replace(/\.js$/, ".d.ts")));
    }
  };
  for (const { types: entry } of Object.values(EXPORTS)) if (!entry.includes("*")) visit(join(dist, entry));
  visit(join(types, "template-pack.d.ts"));
  for (const file of fg.sync("**/*.d.ts", { cwd: types, absolute: true })) if (!reached.has(file)) rmSync(file);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  // The id unions the declarations give (engine/generated/ids.ts), from the catalogue and templates as they are.
  if (writeIds()) console.log("engine/generated/ids.ts was stale: rewritten");
  clean();
  await bundle();
  assemble();
  declarations();
  console.log(`dist/ built in ${Math.round(performance.now() - started)} ms`);
}
