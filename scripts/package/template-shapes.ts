// Shapes of the package's precompiled templates (scripts/package/precompile.ts) that a pack writes once here
// rather than in each template. Every library template and every inference client begins with the language's
// access notice (`{{> notices/_gated}}`, issue 49): the code generator writes that as the first statements of
// each template's function, the same 80 characters 300 times over. `noticed` gives the same function from the
// rest of the template.
import { P } from "../../engine/render/precompiled.ts";
import type { Data, Scope } from "../../engine/render/runtime.ts";

/** A template's code after its notice: the same arguments, the rest of its output. */
type Rest = (context: unknown, scope: Scope, data: Data) => string;

/**
 * The template whose output is `language`'s notice (its `notices/_gated` partial, called as the generated code
 * calls a partial: with the template's scope and data frame) followed by `rest`'s.
 */
export function noticed(language: string, rest: Rest): (context: unknown, scope?: Scope, data?: Data) => string {
  const notice = P(`${language}/notices/_gated`);
  return (c, s = { ctx: c, parent: null }, d = { root: c }) => notice(s, d) + rest(c, s, d);
}
