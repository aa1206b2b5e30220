// The golden cases and expected outputs as the browser sees them, read at build time by Vite.
// Paths are relative to golden/ (`basic/summarization/python/requests/hf-inference.py`).
import { parseCase, type GoldenCase } from "../../engine/golden/cases.ts";

const caseModules = import.meta.glob("../../golden/cases/**/*.yaml", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;
const outputModules = import.meta.glob(["../../golden/**/*", "!../../golden/cases/**"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const GOLDEN_PREFIX = "../../golden/";

export interface LoadedCases {
  cases: GoldenCase[];
  /** Cases that do not parse: file → message. */
  problems: { file: string; message: string }[];
}

/** Parses case files (`cases/<name>.yaml` under golden/ → text); a broken case is reported, not thrown. */
export function parseCaseFiles(files: Record<string, string>): LoadedCases {
  const cases: GoldenCase[] = [];
  const problems: LoadedCases["problems"] = [];
  for (const [path, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const name = path.replace(/^cases\//, "").replace(/\.yaml$/, "");
    const file = `golden/${path}`;
    try {
      cases.push(parseCase(name, file, text));
    } catch (error) {
      problems.push({ file, message: (error as Error).message });
    }
  }
  return { cases, problems };
}

function underGolden(modules: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(modules).map(([path, text]) => [path.slice(GOLDEN_PREFIX.length), text]));
}

export const caseFiles: Record<string, string> = underGolden(caseModules);

/** Golden outputs on disk when the page loaded: path under golden/ → content. */
export const initialOutputs: Record<string, string> = underGolden(outputModules);
