// Every snippet a reference page shows is one the verify run executes: the code blocks of every page
// (in every language) are looked up among the snippets verify/run.ts collects, by language, client and code.
import { describe, expect, it } from "vitest";
import { collectWithDocs, docsSummary, snippetKey } from "../verify/run.ts";
import { buildDocs } from "./pages.ts";

const ALL_LANGUAGES = ["python", "js", "sh", "go", "java", "csharp", "rust", "php", "ruby", "r"];

/** A page's snippet blocks (the setup groups left out), as the page shows them: the fence's language, its label's client, the code. */
export function pageSnippets(page: string): { language: string; client: string; content: string }[] {
  const out: { language: string; client: string; content: string }[] = [];
  const lines = page.split("\n");
  let setup = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith("Setup (")) setup = true;
    else if (line === ":::") setup = false;
    const open = /^(`{3,})(\w+) \[[^\]:]+: ([^\]]+)\]$/.exec(line);
    if (!open) continue;
    const end = lines.indexOf(open[1]!, i + 1);
    // A fence's body ends with a newline whether or not the snippet did.
    if (!setup) out.push({ language: open[2]!, client: open[3]!, content: `${lines.slice(i + 1, end).join("\n")}\n` });
    i = end;
  }
  return out;
}

/** `page: language/client` for each snippet on the pages that no verify case runs. */
function unproven(pages: ReadonlyMap<string, string>, verified: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [path, page] of pages) {
    for (const s of pageSnippets(page)) if (!verified.has(snippetKey(s))) problems.push(`${path}: ${s.language}/${s.client}`);
  }
  return problems;
}

describe("the reference pages show only snippets the verify run executes", () => {
  const { snippets, docs } = collectWithDocs();
  const verified = new Set(snippets.map((s) => snippetKey({ ...s, content: s.content.endsWith("\n") ? s.content : `${s.content}\n` })));

  it("0 unproven snippets on the pages, in every language", () => {
    const build = buildDocs({ languages: ALL_LANGUAGES });
    const shown = [...build.pages.values()].flatMap(pageSnippets);
    expect(shown.length).toBe(2 * build.sections.reduce((n, s) => n + s.snippets.length, 0)); // once on the task page, once on the provider page
    expect(unproven(build.pages, verified)).toEqual([]);
  });

  it("finds a snippet no verify case produced (the check can fail)", () => {
    const build = buildDocs();
    const [path, page] = [...build.pages].find(([p]) => p === "tasks/object-detection.md")!;
    const edited = new Map([[path, page.replaceAll("print(result)", "print(result)  # edited on the page")]]);
    expect(unproven(edited, verified)).toEqual([`${path}: python/huggingface_hub`, `${path}: python/requests`]);
  });

  it("counts the docs cases in the verify summary", () => {
    expect(docs.cases).toBe(buildDocs().sections.length);
    expect(docsSummary(docs)).toMatch(/^docs cases: \d+ \(the reference pages' examples\), \d+ snippets: \d+ run as docs cases, \d+ equal to a golden case's snippet$/);
  });
});
