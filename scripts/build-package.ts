// `npm run build:package`: the installable package in dist/ — ESM JavaScript bundled by esbuild, `.d.ts`
// by tsc, and the project's data as JSON validated here, so that an installed copy needs neither tsx,
// nor a YAML parser, nor zod to start:
//   dist/index.js        the engine API (package ".")
//   dist/catalogue.js    the catalogue (package "./catalogue")
//   dist/cli.js          the `snippets` command (bin/snippets.js runs it when there are no sources)
//   dist/bulk-worker.js  the worker of `snippets render --models`
//   dist/data/           templates and validated catalogue and client files, as JSON
//   dist/types/          declarations
// Other builds' folders in dist/ (the playground's, the bundle benchmark's) are left alone.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import fg from "fast-glob";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string; dependencies: Record<string, string> };

/** Removes what an earlier package build wrote (other builds' folders in dist/ stay). */
function clean(): void {
  mkdirSync(dist, { recursive: true });
  for (const entry of readdirSync(dist)) {
    if (entry.endsWith(".js") || entry === "data" || entry === "types") rmSync(join(dist, entry), { recursive: true, force: true });
  }
}

/** Loads everything from the sources (which validates every YAML file) and writes it as JSON. */
async function writeData(): Promise<void> {
  // The same validated data the lean browser build ships (one place decides what is shipped).
  const { leanData } = await import("./browser-build/data.ts");
  const { validated, templates: templateFiles, clients: clientFiles } = leanData();
  mkdirSync(join(dist, "data"), { recursive: true });
  writeFileSync(join(dist, "data", "validated.json"), JSON.stringify(validated));
  // Each template's parse, so the installed package does not run Handlebars' parser for its own templates.
  const { default: Handlebars } = await import("handlebars");
  const parsed = Object.fromEntries(
    Object.entries(templateFiles).map(([key, source]) => [key, Handlebars.parse(source, { noEscape: true, strict: true } as never)]),
  );
  // Source positions (`loc`) are left out: nothing reads them from a shipped parse.
  const withoutLoc = (key: string, value: unknown) => (key === "loc" ? undefined : value);
  writeFileSync(join(dist, "data", "templates.json"), JSON.stringify({ templates: templateFiles, clients: clientFiles, parsed }, withoutLoc));
}

const js = (lines: string[]) => ({ contents: lines.join("\n"), loader: "js" as const, resolveDir: root });

/** The four `#…-files` imports, read from dist/data/ or imported statically instead of found on disk. */
const packageFiles: Plugin = {
  name: "package-files",
  setup(b) {
    b.onResolve({ filter: /^#(catalogue|template|selector|language)-files$/ }, (args) => ({ path: args.path, namespace: "package-files" }));
    // Handlebars' single-file build, required (scripts/package/handlebars.js says why).
    b.onResolve({ filter: /^handlebars$/ }, () => ({ path: join(root, "scripts/package/handlebars.js") }));
    // zod and yaml load on first use (lazy-zod.js, lazy-yaml.js explain when that is).
    b.onResolve({ filter: /^(zod|yaml)$/ }, (args) => ({ path: join(root, `scripts/package/lazy-${args.path}.js`) }));
    b.onLoad({ filter: /.*/, namespace: "package-files" }, (args) => {
      // Every chunk sits in dist/, so data/ is beside whichever chunk holds this code.
      const readJson = (file: string) => `JSON.parse(readFileSync(new URL(${JSON.stringify(`./data/${file}`)}, import.meta.url), "utf8"))`;
      switch (args.path) {
        case "#catalogue-files":
          return js([
            `import { readFileSync } from "node:fs";`,
            `export const catalogueDir = "catalogue";`,
            `export const catalogueFiles = {};`,
            `export const prevalidatedFiles = ${readJson("validated.json")};`,
          ]);
        case "#template-files":
          return js([
            `import { readFileSync } from "node:fs";`,
            `const data = ${readJson("templates.json")};`,
            `export const templatesDir = "templates";`,
            `export const templateFiles = data.templates;`,
            `export const clientFiles = data.clients;`,
            `export const parsedTemplates = data.parsed;`,
          ]);
        case "#selector-files":
          return staticImports("engine/libraries/selectors", "selectorFiles", ["*.test.ts"]);
        default:
          return staticImports("engine/languages", "languageFiles", ["*.test.ts", "index.ts", "types.ts", "files.*.ts"]);
      }
    });
  },
};

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
  await build({
    absWorkingDir: root,
    entryPoints: {
      index: "engine/index.ts",
      catalogue: "catalogue/index.ts",
      cli: "engine/cli/main.ts",
      "bulk-worker": "engine/cli/bulk-worker.ts",
    },
    outdir: dist,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // Runtime dependencies stay dependencies.
    external: Object.keys(pkg.dependencies),
    plugins: [packageFiles],
    define: { __PACKAGE_VERSION__: JSON.stringify(pkg.version) },
    chunkNames: "chunk-[hash]",
    legalComments: "none",
    logLevel: "warning",
  });
}

/** Declarations by tsc; the sources import `./x.ts`, the declarations `./x.js` (what a consumer resolves). */
function declarations(): void {
  const tsc = join(root, "node_modules", ".bin", "tsc");
  execFileSync(tsc, ["-p", join(root, "scripts/package/tsconfig.types.json")], { cwd: root, stdio: "inherit" });
  for (const file of fg.sync("**/*.d.ts", { cwd: join(dist, "types"), absolute: true })) {
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/((?:from|import\()\s*["']\.{1,2}\/[^"']*?)\.ts(["'])/g, "$1.js$2"));
  }
}

const started = performance.now();
clean();
await writeData();
await bundle();
declarations();
console.log(`dist/ built in ${Math.round(performance.now() - started)} ms`);
