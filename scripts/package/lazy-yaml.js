// The installed package's `yaml`: loaded on first use. The package's own data ships as JSON, so only
// a user's YAML (a model record given to `snippets render`) loads the parser.
// scripts/build-package.ts bundles this in place of `yaml`; from the sources, modules import yaml itself.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let yaml;
const real = () => (yaml ??= require("yaml"));

export class LineCounter {
  constructor() {
    return new (real().LineCounter)();
  }
}

export const parseDocument = (...args) => real().parseDocument(...args);
export const parse = (...args) => real().parse(...args);
export const stringify = (...args) => real().stringify(...args);
