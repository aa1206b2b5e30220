// Which partial a `{{> name}}` names. A template sees its own folder's partials by name (`{{> _request}}` is
// templates/<language>/<client>/_request.hbs) and the language-wide ones by folder and name
// (`{{> notices/_gated}}` is templates/<language>/notices/_gated.hbs, which every folder of the language may
// include). A partial is a `_name` file; the rest of a folder are templates.

/** The folders of language-wide partials: templates/<language>/<folder>/. */
export const LANGUAGE_PARTIAL_FOLDERS: ReadonlySet<string> = new Set(["notices"]);

/** The store key (`language/folder/_name`) a partial name means in a template of `folder` (`language/client`); null when it names no partial. */
export function partialKey(folder: string, name: string): string | null {
  const slash = name.lastIndexOf("/");
  if (name[slash + 1] !== "_") return null;
  if (slash < 0) return `${folder}/${name}`;
  const dir = name.slice(0, slash);
  return LANGUAGE_PARTIAL_FOLDERS.has(dir) ? `${folder.slice(0, folder.indexOf("/"))}/${name}` : null;
}

/** Every partial a template of `folder` may include, by the name it includes it with, from the store's keys. */
export function partialsVisibleFrom(folder: string, keys: Iterable<string>): Record<string, string> {
  const own = `${folder}/_`;
  const language = `${folder.slice(0, folder.indexOf("/"))}/`;
  const out: Record<string, string> = {};
  for (const key of keys) {
    if (key.startsWith(own)) out[key.slice(own.length - 1)] = key;
    else if (key.startsWith(language) && isLanguageWidePartialKey(key)) out[key.slice(language.length)] = key;
  }
  return out;
}

/** Whether a key is a partial other folders of its language include: a `_name` in a folder that holds only partials. */
export function isLanguageWidePartialKey(key: string): boolean {
  const parts = key.split("/");
  return parts.length === 3 && parts[2]!.startsWith("_") && LANGUAGE_PARTIAL_FOLDERS.has(parts[1]!);
}
