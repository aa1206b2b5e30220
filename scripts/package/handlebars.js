// The installed package's `handlebars`: its single-file build (the same version and compiler, a third
// of the load time of the main entry, which requires some thirty modules and source-map), loaded with
// require so that Node does not scan it for ESM named exports as it does for an imported CommonJS file.
// scripts/build-package.ts bundles this in place of `handlebars`.
import { createRequire } from "node:module";

export default createRequire(import.meta.url)("handlebars/dist/handlebars.min.js");
