// `{{> name}}` in a template as a link to the partial it names: the engine's rule says which file that is
// (engine/render/partials.ts: the folder's own `templates/<language>/<client>/_name.hbs`, or a
// language-wide `notices/_name`, templates/<language>/notices/_name.hbs). The template editor underlines
// the names it resolves and opens them (a click, or Alt+Enter with the cursor on the name).
import { partialKey } from "../../engine/render/partials.ts";

/** `{{> name}}`, `{{~> name}}`, `{{#> name}}`: the name, quoted or not (group 2), and where it starts. */
const PARTIAL_NAME = /(\{\{~?\s*#?>\s*["']?)([A-Za-z0-9_./-]+)/g;

/** A partial a template includes, where its name stands in the source, and the template it opens. */
export interface PartialReference {
  name: string;
  /** The template key it means (`language/folder/_name`). */
  key: string;
  /** The name's offsets in the source. */
  from: number;
  to: number;
}

/** The partial `name` means in template `templateKey`, when the store (`keys`) has it; null otherwise. */
export function resolvePartial(templateKey: string, name: string, keys: ReadonlySet<string>): string | null {
  const key = partialKey(templateKey.slice(0, templateKey.lastIndexOf("/")), name);
  return key !== null && keys.has(key) ? key : null;
}

/** The partials `source` (template `templateKey`'s text) includes that exist, in order, each where it stands. */
export function partialReferences(templateKey: string, source: string, keys: ReadonlySet<string>): PartialReference[] {
  const found: PartialReference[] = [];
  for (const match of source.matchAll(PARTIAL_NAME)) {
    const name = match[2]!;
    const key = resolvePartial(templateKey, name, keys);
    const from = match.index! + match[1]!.length;
    if (key !== null) found.push({ name, key, from, to: from + name.length });
  }
  return found;
}

/** The partial reference at offset `at` of `source` (on its name or its `{{>` tag), or null. */
export function partialAt(templateKey: string, source: string, at: number, keys: ReadonlySet<string>): PartialReference | null {
  return partialReferences(templateKey, source, keys).find((ref) => at >= source.lastIndexOf("{{", ref.from) && at <= ref.to) ?? null;
}
