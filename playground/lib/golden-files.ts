// The golden cases and expected outputs as the browser sees them: the playground's Vite plugin serves
// golden/ as two virtual modules (playground/server/plugin.ts): the cases at once, the expected outputs
// as a chunk of their own, loaded on demand. Paths are relative to golden/.
import { caseFiles as cases } from "virtual:playground-golden";
import { parseCase, type GoldenCase } from "../../engine/golden/cases.ts";

export interface LoadedCases {
  cases: GoldenCase[];
  /** Cases that do not parse: file → message. */
  problems: { file: string; message: string }[];
}

/** Parses case files (`cases/<name>.yaml` under golden/ → text); a broken case is reported, not thrown. */
export function parseCaseFiles(files: Record<string, string>): LoadedCases {
  const parsed: GoldenCase[] = [];
  const problems: LoadedCases["problems"] = [];
  for (const [path, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const name = path.replace(/^cases\//, "").replace(/\.yaml$/, "");
    const file = `golden/${path}`;
    try {
      parsed.push(parseCase(name, file, text));
    } catch (error) {
      problems.push({ file, message: (error as Error).message });
    }
  }
  return { cases: parsed, problems };
}

/** Case files: `cases/<name>.yaml` → text. */
export const caseFiles: Record<string, string> = cases;

let outputs: Promise<Record<string, string>> | undefined;

/** Golden outputs on disk when the page loaded: path under golden/ → content (one download, shared). */
export function loadGoldenOutputs(): Promise<Record<string, string>> {
  outputs ??= import("virtual:playground-golden-outputs").then((module) => module.outputFiles);
  return outputs;
}
