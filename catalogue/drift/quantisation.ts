// Quantisation: the GGUF enums, the size order and the names the file-name parser reads, against the
// hub's gguf module.
import * as hub from "@huggingface/tasks";
import * as ours from "../quantisation.ts";
import { compareTables, compareValue } from "./compare.ts";
import type { DriftSection } from "./types.ts";

/** `name → value` of a TypeScript numeric enum. */
function members(e: Record<string, string | number>): Record<string, number> {
  return Object.fromEntries(Object.entries(e).filter((entry): entry is [string, number] => typeof entry[1] === "number"));
}

/** The names listed in a quant regex's `(?<quant>A|B|…)` group, sorted. */
export function quantNames(re: RegExp): string[] {
  const match = /\(\?<quant>([^()]*)\)/.exec(re.source);
  if (!match) throw new Error(`no (?<quant>…) group in ${re.source}`);
  return match[1].split("|").sort();
}

export const quantisationSection: DriftSection = {
  id: "quantisation",
  source: "@huggingface/tasks GGMLFileQuantizationType, GGMLQuantizationType, GGUF_QUANT_ORDER, GGUF_QUANT_RE",
  compare() {
    const fileTypes = (e: Record<string, string | number>) => (q: number) => String(e[q]);
    const theirNames = quantNames(hub.GGUF_QUANT_RE);
    const ourNames = quantNames(ours.GGUF_QUANT_RE);
    const names = [...new Set([...theirNames, ...ourNames])].sort();
    return [
      ...compareTables(
        "quantisation.GGMLFileQuantizationType",
        members(ours.GGMLFileQuantizationType),
        members(hub.GGMLFileQuantizationType),
        compareValue,
      ),
      ...compareTables("quantisation.GGMLQuantizationType", members(ours.GGMLQuantizationType), members(hub.GGMLQuantizationType), compareValue),
      ...compareValue(
        "quantisation.GGUF_QUANT_ORDER",
        ours.GGUF_QUANT_ORDER.map(fileTypes(ours.GGMLFileQuantizationType)),
        hub.GGUF_QUANT_ORDER.map(fileTypes(hub.GGMLFileQuantizationType)),
      ),
      ...compareValue("quantisation.fileNameQuants", ourNames, theirNames),
      // The parsers must also agree on what they read from a file name holding each name.
      ...names.flatMap((name) => {
        const file = `model-${name}.gguf`;
        return compareValue(`quantisation.parse(${file})`, ours.parseGGUFQuantLabel(file), hub.parseGGUFQuantLabel(file));
      }),
    ];
  },
};
