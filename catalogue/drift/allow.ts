// The reviewed allow-list of deliberate differences from the hub: catalogue/drift-allow.yaml.
// Each entry names one difference exactly as the report prints its `what`, and says why we keep it.
import { z } from "zod";
import { CatalogueError, loadCatalogueFile } from "../load.ts";

export const ALLOW_FILE = "drift-allow.yaml";

export const allowEntrySchema = z.strictObject({
  /** The section that reports the difference, e.g. `libraries`. */
  section: z.string().min(1),
  /** The difference's `what`, e.g. `libraries.keras-nlp`. */
  what: z.string().min(1),
  /** Why the difference is deliberate: a sentence a reviewer can check. */
  reason: z.string().min(20, "give a reason a reviewer can check (20 characters or more)"),
});

export const allowFileSchema = z.array(allowEntrySchema);

export type AllowEntry = z.infer<typeof allowEntrySchema>;

/** Loads and checks the allow-list: no entry twice, every section known. */
export function loadAllowList(sectionIds: readonly string[]): AllowEntry[] {
  const entries = loadCatalogueFile(ALLOW_FILE, allowFileSchema);
  return checkAllowList(entries, sectionIds);
}

export function checkAllowList(entries: AllowEntry[], sectionIds: readonly string[]): AllowEntry[] {
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const where = `catalogue/${ALLOW_FILE}: [${i}]`;
    if (!sectionIds.includes(entry.section)) {
      throw new CatalogueError(`${where}.section: unknown section "${entry.section}"; sections: ${sectionIds.join(", ")}`);
    }
    const key = `${entry.section}\u0000${entry.what}`;
    if (seen.has(key)) throw new CatalogueError(`${where}.what: "${entry.what}" is listed twice`);
    seen.add(key);
  });
  return entries;
}
