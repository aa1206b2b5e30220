// `npx tsx docs-site/propose-examples.ts [--write]`: what the rule of catalogue/docs-examples.yaml gives
// today (docs-site/examples-rule.ts), as the differences from the file; `--write` rewrites the file with it
// (then review the diff like any data change). Exit 1 when the file differs from the rule.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { catalogueDir, catalogueFiles } from "../catalogue/files.node.ts";
import { DOCS_EXAMPLES_FILE, loadDocsExamples, type DocsExamples } from "../catalogue/docs-examples.ts";
import { loadCases } from "../engine/golden/harness.ts";
import { proposeExamples } from "./examples-rule.ts";

/** The file's text for a set of examples: the header that states the rule, then task → provider → entry. */
export function examplesFileText(examples: DocsExamples, header: string): string {
  const lines = [header.trimEnd()];
  for (const task of Object.keys(examples).sort()) {
    lines.push(`${task}:`);
    for (const provider of Object.keys(examples[task]!).sort()) {
      const e = examples[task]![provider]!;
      lines.push(`  ${provider}:`, `    model: ${e.model}`);
      if (e.providerId !== undefined) lines.push(`    providerId: ${JSON.stringify(e.providerId)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The comment lines that open the file (everything before its first key). */
function headerOf(text: string): string {
  return text.split("\n").filter((line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith("#"))).join("\n");
}

/** `task provider: file → rule` for each entry that differs. */
export function differences(file: DocsExamples, rule: DocsExamples): string[] {
  const show = (e: { model: string; providerId?: string } | undefined) => (e ? `${e.model}${e.providerId ? ` (${e.providerId})` : ""}` : "none");
  const out: string[] = [];
  for (const task of [...new Set([...Object.keys(file), ...Object.keys(rule)])].sort()) {
    for (const provider of [...new Set([...Object.keys(file[task] ?? {}), ...Object.keys(rule[task] ?? {})])].sort()) {
      const a = show(file[task]?.[provider]);
      const b = show(rule[task]?.[provider]);
      if (a !== b) out.push(`${task} ${provider}: ${a} → ${b}`);
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = catalogueFiles[DOCS_EXAMPLES_FILE] ?? "";
  const rule = proposeExamples(loadCases({ root: "golden" }));
  const diff = differences(text ? loadDocsExamples() : {}, rule);
  if (process.argv.includes("--write")) {
    writeFileSync(join(catalogueDir, DOCS_EXAMPLES_FILE), examplesFileText(rule, headerOf(text)));
    process.stdout.write(`catalogue/${DOCS_EXAMPLES_FILE}: ${diff.length} entries changed\n`);
  } else process.stdout.write(diff.length ? `${diff.join("\n")}\n` : "the file follows its rule\n");
  process.exitCode = diff.length && !process.argv.includes("--write") ? 1 : 0;
}
