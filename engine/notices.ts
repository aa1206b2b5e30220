// Notices every snippet of a model carries, decided here and worded in templates/<language>/notices/:
// a gated repository (the record's `gated`, "auto" or "manual" as the hub's API gives it) fails with 401 or
// 403 until the user has access, so each snippet opens with one comment line saying what access it needs
// and where to ask for it (the model page).
import { renderTemplate } from "./render/templates.ts";
import { gatedKind, type GatedKind } from "./record.ts";

/** Folder of each language's notice templates: templates/<language>/notices/. */
export const NOTICES_FOLDER = "notices";

/**
 * The snippet with its access notice naming the model page `pageUrl` (the hub's page of the validated id): a
 * comment line first, or, where a language requires a first line of its own (PHP's `<?php`, a `#!` line),
 * right after it.
 */
export function withGatedNotice<
  S extends {
    /** The snippet's language. */
    language: string;
    /** Its code. */
    content: string;
  },
>(snippet: S, pageUrl: string, gated: GatedKind): S {
  const notice = renderTemplate(snippet.language, NOTICES_FOLDER, "_gated", { notice: { gated, url: pageUrl } }).trimEnd();
  const content = snippet.content;
  const keepFirst = content.startsWith("<?php") || content.startsWith("#!");
  const newline = content.indexOf("\n");
  if (keepFirst && newline >= 0) return { ...snippet, content: `${content.slice(0, newline + 1)}${notice}\n${content.slice(newline + 1)}` };
  return { ...snippet, content: `${notice}\n${content}` };
}

/** The snippets, each with the record's access notice (naming `pageUrl`) when its repository is gated. */
export function withAccessNotices<
  S extends {
    /** The snippet's language. */
    language: string;
    /** Its code. */
    content: string;
  },
>(
snippets: S[], record: object, pageUrl: string): S[] {
  const gated = gatedKind(record);
  if (gated === null) return snippets;
  return snippets.map((s) => withGatedNotice(s, pageUrl, gated));
}
