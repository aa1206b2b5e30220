// Vite config of the playground: `npm start` (dev server with the write endpoints), `npm run build`.
import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { leanBrowserBuild } from "../scripts/browser-build/lean.ts";
import { playgroundEndpoints, playgroundGoldenFiles, type EndpointOptions } from "./server/plugin.ts";
import type { SharedCatalogue } from "./server/page-catalogue.ts";
import { playgroundRawGlobs } from "./server/raw-globs.ts";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..");

/** The folders of the repository the dev server may serve files from. */
export const SERVED = ["playground", "engine", "catalogue", "templates", "docs-site", "scripts/browser-build/shims", "node_modules"];

/**
 * How the dev server serves React. `development` (`npm start`): React's development build, JSX with
 * its source locations, Fast Refresh. `production` (the browser tests, playground/e2e/harness.ts): the
 * dev server as ever (the write endpoints, the file events, `import.meta.env.DEV`), with React's production
 * build and plain JSX, no Fast Refresh and no StrictMode double renders: a page loads and renders in a
 * fraction of the CPU time, which the browser tests pay on every page they open.
 */
export type ServedReact = "development" | "production";

/** The config, with the golden/ and templates/ folders the endpoints write and the catalogue read (the e2e test uses copies). */
export function playgroundConfig(folders: EndpointOptions = { goldenDir: resolve(repo, "golden"), templatesDir: resolve(repo, "templates") }, served: { react?: ServedReact } = {}): UserConfig {
  const productionReact = served.react === "production";
  // The endpoints' engine validates the catalogue; the page's loader takes that data (server/page-catalogue.ts).
  const catalogue: SharedCatalogue = {};
  return {
    root: here,
    base: "./",
    // Its own dependency cache, apart from vitest's.
    cacheDir: resolve(repo, "node_modules/.vite-playground"),
    // The engine and catalogue pick their file loaders through package.json "imports"; the browser
    // condition selects the import.meta.glob loaders.
    resolve: {
      conditions: ["browser", "module", "development|production"],
      // Handlebars loads `source-map` only for its srcName option (never used here) and has its own
      // fallback: the page need not download it (bench/bundle.ts checks renders stay identical).
      alias: [{ find: /^source-map$/, replacement: resolve(repo, "scripts/browser-build/shims/source-map.ts") }],
    },
    // The build ships the lean form (scripts/browser-build/lean.ts: data validated at build time, zod built on
    // use), with the real YAML parser (golden cases and the model editor read YAML); the dev server
    // loads the sources as they are, so edits to them reload.
    // In the dev server the template and catalogue files come as one module each (server/raw-globs.ts).
    plugins: [leanBrowserBuild({ apply: "build" }), playgroundRawGlobs({ ...folders, catalogue }), react(productionReact ? { refreshExclude: /./ } : {}), playgroundGoldenFiles(folders), playgroundEndpoints({ ...folders, catalogue })],
    // No CORS: only the playground's own page reads from the server. /@fs/ serves only the folders
    // the page is built from (never package.json, verify/, .git, or anything else of the repository).
    server: {
      cors: false,
      fs: { strict: true, allow: [...SERVED.map((folder) => resolve(repo, folder)), folders.templatesDir, ...(folders.catalogueDir ? [folders.catalogueDir] : [])] },
      port: 5173,
    },
    preview: { port: 4173 },
    build: {
      outDir: resolve(repo, "dist/playground"),
      emptyOutDir: true,
      chunkSizeWarningLimit: 4000,
      // .vite/manifest.json: which chunks the page loads at once (bench/bundle.ts measures them).
      manifest: true,
      rolldownOptions: {
        // web-tree-sitter's Emscripten glue uses eval on purpose; nothing to act on.
        onLog(level, log, handler) {
          if (log.code === "EVAL" && log.id?.includes("web-tree-sitter")) return;
          handler(level, log);
        },
      },
    },
    optimizeDeps: {
      exclude: ["web-tree-sitter"],
      // React's production build among the optimised dependencies (the dev server picks its build by NODE_ENV otherwise).
      ...(productionReact ? { rolldownOptions: { transform: { define: { "process.env.NODE_ENV": JSON.stringify("production") } } } } : {}),
    },
    // React's production jsx-runtime has no jsxDEV: the JSX is compiled as a build compiles it.
    ...(productionReact ? { oxc: { jsx: { development: false } } } : {}),
    // The syntax check runs in a module worker (lib/syntax-worker.ts).
    worker: { format: "es" },
  };
}

export default defineConfig(playgroundConfig());
