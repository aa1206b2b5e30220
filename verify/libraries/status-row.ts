// The note of a library checked statically only in verify/libraries/README.md: why its snippets do not run
// for real here. verify/libraries/status.ts writes the table; the playground's New library form writes a new
// library's row with the same note (playground/server/new-library.ts).
import { readdirSync } from "node:fs";

/** Project names the machine's local package index holds (normalised: lower case, `-` for `_` and `.`). */
export function indexNames(): Set<string> {
  const names = new Set<string>();
  for (const dir of ["/opt/pypi/simple", "/opt/pypi-more/simple"]) {
    try {
      for (const name of readdirSync(dir)) names.add(name.toLowerCase().replace(/[_.]/g, "-"));
    } catch {
      // an index folder this machine lacks
    }
  }
  return names;
}

/** Libraries whose packages the index holds (some of them) that still cannot run here, and why. */
const CANNOT_RUN_HERE: Record<string, string> = {
  birefnet: "its modelling code is the model repository's own (trust_remote_code): no tiny model of it can be made without that code",
  "cxr-foundation": "tensorflow-text, which its saved models need, is not in the local package index (PyPI is unreachable)",
  fastai: "fastai, which huggingface_hub's from_pretrained_fastai imports, is not in the local package index (PyPI is unreachable)",
  "mars5-tts": "torch.hub.load fetches its model code from GitHub (Camb-ai/mars5-tts), unreachable here",
};

/** Why a library's snippets are checked statically only. */
export function staticReason(library: string, tables: Record<string, string[]>, index: Set<string>): string {
  if (CANNOT_RUN_HERE[library]) return CANNOT_RUN_HERE[library];
  const packages = tables[library] ?? [];
  if (packages.length === 0) return "no Python package table names its imports";
  const own = packages.filter((p) => !["torch", "transformers", "huggingface_hub", "tensorflow"].includes(p));
  const names = (own.length ? own : packages).map((p) => p.toLowerCase().replace(/[_.]/g, "-"));
  const held = names.filter((n) => index.has(n));
  if (held.length) return `${held.join(", ")} is in the local package index; not in the library runtime yet`;
  return `${names.join(", ")} is not in the local package index (PyPI is unreachable)`;
}
