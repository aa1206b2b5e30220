// The source engine's template compiler: Handlebars (the reference renderer, and every error's source) and
// the fast path generated from Handlebars' own parse at run time (engine/render/codegen.ts). Used where
// templates are sources that may change: the repository (CLI, tests, golden files) and the playground.
// The installed package renders precompiled templates instead (engine/render/precompiled.ts) and does
// not load this module.
//
// The fast path: Handlebars' runtime spends most of a render on per-call setup (merging helper tables for
// every partial, proto-access checks on each lookup) and the strict view adds a Proxy trap per property
// read. The generated function is the same template, for the subset our templates use, reading only own
// properties of plain values; anything else (a missing variable, an inherited property, a function value)
// bails out and re-renders through Handlebars, so output and every error message stay exactly what
// Handlebars and the strict view produce. SNIPPETS_FAST_TEMPLATES=off disables the fast path; =check
// renders both ways and fails on a difference.
import type Handlebars from "handlebars";
import { generateFastBody, trimTrailingWhitespace, type FastBody, type HbsNode } from "./codegen.ts";
import { codegenEnvironment, parseTemplate, templateHandlebars, TEMPLATE_OPTIONS } from "./handlebars.ts";
import { locateRenderError } from "./errors.ts";
import { enterLanguage, IdentifierError, inLanguage } from "./helpers.ts";
import { formatTemplateError, MissingVariableError, TemplateError } from "./location.ts";
import { partialsVisibleFrom } from "./partials.ts";

export type TemplateContext = Record<string, unknown>;
type Compiled = Handlebars.TemplateDelegate<TemplateContext>;
type Fast = (context: TemplateContext) => string;

/** What the compiler reads of the template store. */
export interface SourceView {
  source(key: string): string | undefined;
  keys(): Iterable<string>;
}

/** Property names Handlebars and the literal writers probe for on any value; absent is fine for them. */
const PROBES = new Set(["toJSON", "then", "constructor", "length"]);
const strictViews = new WeakMap<object, unknown>();

/**
 * Handlebars' own strict mode only covers `{{name}}`; values reaching helpers (`{{py name}}`, `#if`)
 * would silently be undefined. This view of the context throws on any missing field instead, naming it.
 */
function strictView<T>(value: T, path: string): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  const cached = strictViews.get(value as object);
  if (cached) return cached as T;
  const view = new Proxy(value as object, {
    get(target, property, receiver) {
      if (typeof property === "symbol" || PROBES.has(property)) return Reflect.get(target, property, receiver);
      if (!(property in target)) throw new MissingVariableError(path ? `${path}.${property}` : property);
      return strictView(Reflect.get(target, property, receiver), path ? `${path}.${property}` : property);
    },
  });
  strictViews.set(value as object, view);
  return view as T;
}

type FastMode = "on" | "off" | "check";
const FAST_MODE: FastMode = (() => {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.SNIPPETS_FAST_TEMPLATES;
  return value === "off" || value === "check" ? value : "on";
})();

/** The compiler of one template store: Handlebars and the fast path, each compiled once per source. */
export function createSourceCompiler(store: SourceView): SourceCompiler {
  return new SourceCompiler(store);
}

export class SourceCompiler {
  private readonly hbs = templateHandlebars();
  private readonly compiled = new Map<string, Compiled>();
  private readonly partialCache = new Map<string, Record<string, Compiled>>();
  private readonly fastBodies = new Map<string, FastBody | null>();
  /** What the generated code may call: the same helpers and writers as the reference path, and partials. */
  private readonly codegenEnv;

  constructor(private readonly store: SourceView) {
    this.codegenEnv = codegenEnvironment(this.hbs, {
      hasSource: (key: string) => store.source(key) !== undefined,
      partialBody: (key: string) => this.fastBody(key),
      partialAst: (key: string) => {
        const source = store.source(key);
        if (source === undefined) return null;
        try {
          return this.parse(source);
        } catch {
          return null; // a syntax error: the partial is called, and the reference path reports it
        }
      },
    });
  }

  private compile(key: string): Compiled {
    let fn = this.compiled.get(key);
    if (!fn) {
      const source = this.store.source(key);
      if (source === undefined) throw new Error(`templates/${key}.hbs: no source`);
      try {
        fn = this.hbs.compile<TemplateContext>(source, TEMPLATE_OPTIONS);
      } catch (error) {
        throw new Error(`templates/${key}.hbs: ${(error as Error).message}`);
      }
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** Partials visible from a folder (engine/render/partials.ts): its own `_name` templates and its language's. */
  private partialsFor(folder: string): Record<string, Compiled> {
    let partials = this.partialCache.get(folder);
    if (!partials) {
      partials = {};
      for (const [name, key] of Object.entries(partialsVisibleFrom(folder, this.store.keys()))) partials[name] = this.compile(key);
      this.partialCache.set(folder, partials);
    }
    return partials;
  }

  /** Handlebars' parse of a template. */
  private parse(source: string): HbsNode {
    return parseTemplate(this.hbs, source);
  }

  private fastBody(key: string): FastBody | null {
    let body = this.fastBodies.get(key);
    if (body === undefined) {
      body = null;
      this.fastBodies.set(key, null); // a partial that includes itself is not fast-compiled
      const source = this.store.source(key);
      if (source !== undefined) {
        try {
          body = generateFastBody(this.parse(source), key, this.codegenEnv);
        } catch {
          body = null; // a syntax error or an unsupported construct: the reference path handles it
        }
      }
      this.fastBodies.set(key, body);
    }
    return body;
  }

  /**
   * A fast renderer whose output has no trailing whitespace, decided from the parsed template (see
   * trimTrailingWhitespace): reading the end of a rendered string would cost a copy of it. When the
   * template alone cannot tell, the whole template's output is trimmed at run time.
   */
  private trimmedFast(key: string): Fast | null {
    const source = this.store.source(key);
    if (source === undefined) return null;
    try {
      const ast = this.parse(source);
      if (!trimTrailingWhitespace(ast)) {
        const whole = this.fastBody(key)?.root;
        return whole ? (context) => whole(context).trimEnd() : null;
      }
      return generateFastBody(ast, key, this.codegenEnv).root;
    } catch {
      return null;
    }
  }

  /** The fast renderer of a template (trimmed or not), or null when it renders through Handlebars alone. */
  fast(key: string, trimEnd: boolean): Fast | null {
    if (FAST_MODE === "off") return null;
    return trimEnd ? this.trimmedFast(key) : (this.fastBody(key)?.root ?? null);
  }

  /** Whether a template has a fast renderer (templatesWithoutFastPath). */
  hasFastPath(key: string): boolean {
    return this.fastBody(key) !== null;
  }

  /** Drops what was compiled for the keys `affected` holds, and the partial tables of `folder` (all when none). */
  forget(affected: (key: string) => boolean, folder?: string): void {
    for (const cache of [this.compiled, this.fastBodies] as Map<string, unknown>[]) {
      for (const k of [...cache.keys()]) if (affected(k)) cache.delete(k);
    }
    if (folder === undefined) this.partialCache.clear();
    else this.partialCache.delete(folder);
  }

  /** Handlebars with the strict context view: the reference renderer, and every error's source. */
  private reference(key: string, language: string, client: string, context: TemplateContext): string {
    const fn = this.compile(key);
    const view = strictView(context, "");
    try {
      return inLanguage(language, () => fn(view, { partials: this.partialsFor(`${language}/${client}`) }));
    } catch (error) {
      throw this.renderError(error, key, language, client, view);
    }
  }

  /**
   * The error a failed render throws: it names the template file where the problem is (a partial's own
   * file), its line and column, and the templates including it (engine/render/errors.ts renders once
   * more to find them; only failures pay for that). A record's value that is no name stays an
   * IdentifierError (bad input, not a template's fault).
   */
  private renderError(error: unknown, key: string, language: string, client: string, view: TemplateContext): Error {
    const partials = partialsVisibleFrom(`${language}/${client}`, this.store.keys());
    const found = inLanguage(language, () =>
      locateRenderError({ key, source: (k) => this.store.source(k), partials, helpers: this.hbs.helpers, context: view }),
    );
    // The located render must have failed as this one did, or its position would be another failure's.
    if (found && (found.error as Error)?.message === (error as Error)?.message) {
      const failure = found.error;
      if (failure instanceof IdentifierError) {
        return new IdentifierError(failure.value, failure.language, formatTemplateError(found.location, found.problem), found.location);
      }
      return new TemplateError(found.location, found.problem, { cause: error });
    }
    // The second render went through, or failed otherwise (a helper that fails only now and then): the
    // template rendered, and the problem as the first render met it.
    const where = { file: `templates/${key}.hbs`, includedFrom: [] };
    const message = (error as Error)?.message ?? String(error);
    if (error instanceof IdentifierError) return new IdentifierError(error.value, error.language, formatTemplateError(where, message), where);
    const undefinedName = /^"([^"]+)" not defined in/.exec(message);
    const problem = error instanceof MissingVariableError || !undefinedName ? message : `missing variable "${undefinedName[1]}"`;
    return new TemplateError(where, problem, { cause: error });
  }

  /**
   * Renders through `fast` (the caller's kept fast renderer) when there is one, else (or when it bails)
   * through Handlebars.
   */
  render(key: string, language: string, client: string, context: TemplateContext, trimEnd: boolean, fast: Fast | null): string {
    if (fast) {
      let out: string | undefined;
      const outer = enterLanguage(language);
      try {
        out = fast(context);
      } catch {
        // Anything unusual (a missing variable, a value the fast path does not handle, a helper's
        // error): the reference path below renders it, or throws exactly what it always threw.
      } finally {
        enterLanguage(outer);
      }
      if (out !== undefined) {
        if (FAST_MODE === "check" && this.referenceTrimmed(key, language, client, context, trimEnd) !== out) {
          throw new Error(`templates/${key}.hbs: fast path differs from Handlebars`);
        }
        return out;
      }
    }
    return this.referenceTrimmed(key, language, client, context, trimEnd);
  }

  private referenceTrimmed(key: string, language: string, client: string, context: TemplateContext, trimEnd: boolean): string {
    const out = this.reference(key, language, client, context);
    return trimEnd ? out.trimEnd() : out;
  }
}
