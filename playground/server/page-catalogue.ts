// The catalogue data the dev server's engine validated, handed to the page so that it neither parses nor
// validates those files again at each load (js-yaml and zod took about a tenth of a page load's CPU). The
// engine (server/case-outputs.ts) reads the same served folder as the page (server/raw-globs.ts), and a
// file is handed over only when the text the engine validated is the text the page gets now: a file
// edited since, or one the engine failed on or never read, is parsed and validated by the page as before,
// so a broken file still shows its error there. The installed package and the playground's build ship
// validated data the same way (`prevalidatedFiles`, catalogue/load.ts).

/** What the engine validated: file name (`catalogue/tasks.yaml`) → its data and the text it was read from. */
export type ValidatedFiles = ReadonlyMap<string, { data: unknown; text?: string }>;

/** Lets the endpoints' engine tell the raw globs what it validated (both plugins of one server). */
export interface SharedCatalogue {
  validated?: () => Promise<ValidatedFiles>;
}

/**
 * The data the page may take as validated: each `catalogue/` file the engine validated from exactly the
 * text `served(path)` reads now (`path` under catalogue/; undefined when there is no such file).
 */
export function pageCatalogue(validated: ValidatedFiles, served: (path: string) => string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [file, { data, text }] of validated) {
    if (!file.startsWith("catalogue/") || file.includes("#") || text === undefined) continue;
    if (served(file.slice("catalogue/".length)) === text) out[file] = data;
  }
  return out;
}

const DECLARATION = /^export const prevalidatedFiles: Readonly<Record<string, unknown>> \| undefined = undefined;$/m;

/** The catalogue's browser loader (catalogue/files.browser.ts) with `data` as its validated files. */
export function withPageCatalogue(code: string, data: Record<string, unknown>): string {
  if (!DECLARATION.test(code)) throw new Error("catalogue/files.browser.ts: no `prevalidatedFiles` declaration to fill");
  // In a raw template string the JSON text needs no escaping but for "`" and "${", which JSON can spell as \u escapes.
  const json = JSON.stringify(data).replace(/`/g, "\\u0060").replace(/\$\{/g, "$\\u007b");
  return code.replace(DECLARATION, () => `export const prevalidatedFiles: Readonly<Record<string, unknown>> | undefined = JSON.parse(String.raw\`${json}\`);`);
}
