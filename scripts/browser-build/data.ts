// The data the lean browser build ships (scripts/browser-build/lean.ts), printed as JSON on stdout: every
// catalogue and client.yaml file as the sources load it (which parses and validates each one with the
// real YAML parser and zod), and the template sources. Run by the build in a child process:
//   npx tsx scripts/browser-build/data.ts
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { projectFields, validatedFiles } from "../../catalogue/load.ts";
import { catalogueFiles } from "../../catalogue/files.node.ts";
import { clientFiles, templateFiles } from "../../engine/render/files.node.ts";
import "../../catalogue/index.ts";
import "../../engine/index.ts";

/** Catalogue files no page needs: drift-allow.yaml belongs to the drift report, docs-examples.yaml to the reference pages (docs-site/), maintainers' tools. */
export const NOT_SHIPPED = new Set(["drift-allow.yaml", "docs-examples.yaml"]);

/**
 * Fields of the entries of a shipped file that only tools outside the package read: a library's `apiTables`
 * name the API tables the verify run checks its Python snippets with (catalogue/api-tables/ is not shipped
 * either). Or fields the package reads only through a view (loadCatalogueFields): a library's `install` and `needs` are
 * shipped in the view `catalogue/libraries.yaml#install,needs,snippets` alone, not twice.
 */
export const NOT_SHIPPED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "catalogue/libraries.yaml": ["apiTables", "install", "needs"],
  // When and against which pages of an app's docs its output was checked: engine/local-apps/docs-forms.test.ts reads it.
  "catalogue/local-apps.yaml": ["checked"],
};

/** `data` (id → entry) with `fields` left out of each entry. */
function withoutFields(data: unknown, fields: readonly string[]): unknown {
  const entries = Object.entries(data as Record<string, Record<string, unknown>>);
  return Object.fromEntries(entries.map(([id, entry]) => [id, Object.fromEntries(Object.entries(entry).filter(([field]) => !fields.includes(field)))]));
}

export interface LeanData {
  /** File name (`catalogue/libraries.yaml`, `templates/python/requests/client.yaml`) → its validated data. */
  validated: Record<string, unknown>;
  /** `language/client/template` → Handlebars source. */
  templates: Record<string, string>;
  /** `language/client` → its client.yaml text (the data itself is in `validated`). */
  clients: Record<string, string>;
}

/**
 * The views (`catalogue/<file>#<fields>`) the catalogue modules load (their loadCatalogueFields calls) that
 * hold a field NOT_SHIPPED_FIELDS leaves out of the whole file: shipped as views, from the full data.
 */
function viewsOfUnshippedFields(): Record<string, unknown> {
  const dir = join(import.meta.dirname, "../../catalogue");
  const views: Record<string, unknown> = {};
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const source = readFileSync(join(dir, name), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    for (const [, path, fields] of source.matchAll(/loadCatalogueFields\(\s*"([^"]+)",\s*"([^"]*)"/g)) {
      const file = `catalogue/${path}`;
      const unshipped = NOT_SHIPPED_FIELDS[file] ?? [];
      const full = validatedFiles.get(file)?.data;
      if (full === undefined || !fields!.split(",").some((f) => unshipped.includes(f))) continue;
      views[`${file}#${fields}`] = projectFields(full as Record<string, Record<string, unknown>>, fields!);
    }
  }
  return views;
}

export function leanData(): LeanData {
  const unread = Object.keys(catalogueFiles).filter((path) => !NOT_SHIPPED.has(path) && !validatedFiles.has(`catalogue/${path}`));
  if (unread.length > 0) throw new Error(`catalogue files no module loads (the browser would not get them): ${unread.join(", ")}`);
  const validated = Object.fromEntries(
    [...validatedFiles]
      .map(([file, { data }]) => [file, NOT_SHIPPED_FIELDS[file] ? withoutFields(data, NOT_SHIPPED_FIELDS[file]) : data] as const)
      .concat(Object.entries(viewsOfUnshippedFields()))
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  return { validated, templates: templateFiles, clients: clientFiles };
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(JSON.stringify(leanData()));
