// The one Handlebars set-up of the engine, shared by the source compiler (engine/render/compiler.ts: the
// playground, the CLI, the tests) and the package build's precompiler (scripts/package/precompile.ts): the
// same helpers, the same parse options (code, not HTML: no escaping; a missing variable is an error), and
// the same environment for the code generator (engine/render/codegen.ts). Handlebars never reaches the
// installed package: its templates arrive precompiled.
import Handlebars from "handlebars";
import type { CodegenEnv, FastBody, HbsNode } from "./codegen.ts";
import { identHelper, LITERAL_WRITERS, nameTestFor, TEMPLATE_HELPERS } from "./helpers.ts";

/** How every template is parsed and compiled: code, so nothing is escaped; strict, so a missing variable throws. */
export const TEMPLATE_OPTIONS = { noEscape: true, strict: true } as const;

/** A Handlebars environment with the engine's helpers. */
export function templateHandlebars(): typeof Handlebars {
  const hbs = Handlebars.create();
  hbs.registerHelper(TEMPLATE_HELPERS as Record<string, Handlebars.HelperDelegate>);
  return hbs;
}

/** Handlebars' parse of a template, as the code generator reads it. */
export function parseTemplate(hbs: typeof Handlebars, source: string): HbsNode {
  return hbs.parse(source, TEMPLATE_OPTIONS as never) as unknown as HbsNode;
}

/** Where the code generator finds the templates a template includes. */
export interface PartialSources {
  /** Whether the store has a template. */
  hasSource: (key: string) => boolean;
  /** A partial's generated function, where partials are called at run time; null when it has none. */
  partialBody: (key: string) => FastBody | null;
  /** A partial's parse, for writing its code in place; null when it has none or it does not parse. */
  partialAst: (key: string) => HbsNode | null;
}

/** The code generator's environment: the environment's helpers, the literal writers, the name test, and the partials. */
export function codegenEnvironment(hbs: typeof Handlebars, partials: PartialSources): CodegenEnv {
  return {
    helpers: hbs.helpers as Record<string, (...args: unknown[]) => unknown>,
    literalWriters: LITERAL_WRITERS,
    ...partials,
    names: { helper: identHelper, testFor: nameTestFor },
  };
}
