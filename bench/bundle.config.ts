// Library build of engine + templates + catalogue for the browser, to measure the bundle budget:
//   npx vite build --config bench/bundle.config.ts          the build with no build-time steps
//   BUNDLE_LEAN=1 npx vite build --config bench/bundle.config.ts
//       the lean build (scripts/browser-build/lean.ts), as the playground ships it: data validated at build
//       time, zod built on use with zod/mini, no YAML parser, no source-map.
// `npm run bench:bundle` builds both and prints the gzip sizes and what takes the room.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { leanBrowserBuild } from "../scripts/browser-build/lean.ts";
import { sizeReport } from "./bundle-sizes.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const lean = process.env.BUNDLE_LEAN === "1";

export default defineConfig({
  root: repo,
  logLevel: "warn",
  cacheDir: resolve(repo, "node_modules/.vite-bundle-bench"),
  // package.json "imports": the browser condition picks *.browser.ts, the import.meta.glob loaders.
  resolve: { conditions: ["browser", "module", "production"] },
  plugins: [...(lean ? [leanBrowserBuild()] : []), sizeReport(resolve(repo, lean ? "dist/bundle-bench-lean/sizes.json" : "dist/bundle-bench/sizes.json"))],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: resolve(repo, lean ? "dist/bundle-bench-lean" : "dist/bundle-bench"),
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    lib: { entry: resolve(repo, "bench/bundle-entry.ts"), formats: ["es"], fileName: "snippets" },
    // A library build keeps whitespace (for tree-shaking annotations); the browser gets what an app build
    // makes of it, fully minified, as the playground ships it.
    rolldownOptions: { output: { minify: true } },
  },
});
