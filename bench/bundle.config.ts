// Library build of engine + templates + catalogue for the browser, to measure the bundle budget:
//   npx vite build --config bench/bundle.config.ts          the build as the playground ships it
//   BUNDLE_LEAN=1 npx vite build --config bench/bundle.config.ts
//       plus two build-time steps that change no behaviour: the catalogue's YAML is parsed (and
//       checked) at build time and shipped as JSON, so the YAML parser stays out of the bundle; and
//       Handlebars' optional `source-map` dependency (only for its srcName option) is left out.
// `npm run bench:bundle` builds both and prints the gzip sizes.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { defineConfig, type Plugin } from "vite";
import { parseDocument } from "yaml";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const lean = process.env.BUNDLE_LEAN === "1";

/** `catalogue/**\/*.yaml?raw` and `templates/*\/*\/client.yaml?raw` (also read by catalogue/load.ts) → the JSON text of the parsed file, after the real parser accepted it. */
function catalogueAsJson(): Plugin {
  return {
    name: "catalogue-yaml-as-json",
    enforce: "pre",
    load(id) {
      const [path, query] = id.split("?");
      const dataFile = path!.startsWith(resolve(repo, "catalogue")) || (path!.startsWith(resolve(repo, "templates")) && path!.endsWith("/client.yaml"));
      if (!dataFile || !path!.endsWith(".yaml") || query !== "raw") return null;
      const doc = parseDocument(readFileSync(path!, "utf8"), { uniqueKeys: true });
      if (doc.errors.length) throw new Error(`${path}: ${doc.errors[0]!.message}`);
      const data = doc.toJS();
      const json = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(json), data)) throw new Error(`${path}: holds a value JSON cannot carry`);
      return `export default ${JSON.stringify(json)};`;
    },
  };
}

export default defineConfig({
  root: repo,
  logLevel: "warn",
  cacheDir: resolve(repo, "node_modules/.vite-bundle-bench"),
  // package.json "imports": the browser condition picks *.browser.ts, the import.meta.glob loaders.
  resolve: {
    conditions: ["browser", "module", "production"],
    alias: lean
      ? [
          { find: /^yaml$/, replacement: resolve(repo, "bench/bundle-shims/yaml.ts") },
          { find: /^source-map$/, replacement: resolve(repo, "bench/bundle-shims/source-map.ts") },
        ]
      : [],
  },
  plugins: lean ? [catalogueAsJson()] : [],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: resolve(repo, lean ? "dist/bundle-bench-lean" : "dist/bundle-bench"),
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    lib: { entry: resolve(repo, "bench/bundle-entry.ts"), formats: ["es"], fileName: "snippets" },
  },
});
