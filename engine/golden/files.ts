// File naming of golden outputs: golden/<case>/<language>/<client>/<provider>.<ext> for inference
// snippets, golden/<case>/<language>/<folder>/<template>.<ext> for library snippets, so that a library
// output's path ends with the path of the template that produced it (templates/<language>/<folder>/<template>.hbs).

import { extensionFor, languageForExtension, languages } from "../languages/index.ts";

export { extensionFor, languageForExtension } from "../languages/index.ts";

export function inferenceOutputPath(caseName: string, language: string, client: string, provider: string): string {
  return `${caseName}/${language}/${client}/${provider}.${extensionFor(language)}`;
}

/** `template` is the snippet's provenance, e.g. `python/transformers/pipeline.hbs`. */
export function libraryOutputPath(caseName: string, language: string, template: string): string {
  return `${caseName}/${template.replace(/\.hbs$/, "")}.${extensionFor(language)}`;
}

/** The language a golden file is written in, from its path. */
export function languageOfOutput(path: string): string | undefined {
  const ext = path.slice(path.lastIndexOf(".") + 1);
  return languageForExtension(ext);
}

/** The case a golden output belongs to: the longest case name that prefixes its path. */
export function caseOwning(path: string, caseNames: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const name of caseNames) {
    if (path.startsWith(`${name}/`) && (!best || name.length > best.length)) best = name;
  }
  return best;
}

/** The parts of an inference output path (the inverse of inferenceOutputPath). */
export function inferenceOutputParts(caseName: string, path: string): { language: string; client: string; provider: string } {
  const [language = "", client = "", file = ""] = path.slice(caseName.length + 1).split("/");
  return { language, client, provider: file.slice(0, file.lastIndexOf(".")) };
}

/** Local-app outputs: `<case>/apps.json` lists the apps; each rendered part is `<case>/<app>/<template>.<ext>`. */
export const LOCAL_APPS_INDEX = "apps.json";

export function localAppsIndexPath(caseName: string): string {
  return `${caseName}/${LOCAL_APPS_INDEX}`;
}

/** `template` is the part's provenance, e.g. `sh/local-apps/ollama-run.hbs`. */
export function localAppOutputPath(caseName: string, app: string, language: string, template: string): string {
  return `${caseName}/${app}/${template.replace(/\.hbs$/, "")}.${extensionFor(language)}`;
}

/**
 * Whether `path` (relative to golden/) has the shape of a golden output: `<case>/<language>/<folder>/<file>.<ext>`
 * with the extension of that language (inference, library and local-app parts alike), or a case's
 * local-apps index `<case>/apps.json`; no hidden segment, not under cases/. Only such files are ever
 * compared, reported as orphans or removed: anything else in golden/ is left alone.
 */
export function isGoldenOutputPath(path: string): boolean {
  const segments = path.split("/");
  if (segments[0] === "cases" || segments.some((s) => s === "" || s.startsWith("."))) return false;
  if (segments.length >= 2 && segments[segments.length - 1] === LOCAL_APPS_INDEX) return true;
  // A docs case's pages: golden/docs/<case>/**/*.md.
  if (segments[0] === "docs" && segments.length >= 3 && segments[segments.length - 1]!.endsWith(".md")) return true;
  if (segments.length < 4) return false;
  const file = segments[segments.length - 1]!;
  const dot = file.lastIndexOf(".");
  if (dot <= 0) return false;
  const language = segments[segments.length - 3]!;
  return Object.hasOwn(languages, language) && languages[language]!.extension === file.slice(dot + 1);
}
