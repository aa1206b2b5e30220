// Each local app's golden outputs keep the commands and deep links the app's own docs give. The forms
// live in catalogue/local-apps.yaml (`checked.forms`, each with the page it was read from); a template or
// catalogue edit that drops, renames or reorders one of them fails here, naming the app, the form and the
// page to read again. The golden files are read from disk: they are what the hub would show.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCAL_APP_IDS, localApps, type DocumentedForm } from "../../catalogue/local-apps.ts";
import { localAppOutputPath, localAppsIndexPath } from "../golden/files.ts";
import { loadCases } from "../golden/harness.ts";
import { validateModel } from "../model.ts";

const GOLDEN = resolve(import.meta.dirname, "../../golden");

interface IndexEntry {
  app: string;
  deeplink?: string;
  snippets: { setup?: string; run: string }[];
}

/** What one case's golden outputs show of one app: its deep link, or its command lines. */
interface Shown {
  caseName: string;
  modelId: string;
  deeplink?: string;
  lines: string[];
}

/**
 * A golden shell file as the commands a reader runs: continuation lines joined, runs of spaces collapsed and
 * the single quotes of shell literals dropped (the docs print ids bare; the values in golden cases need no
 * quoting, so dropping the quotes changes nothing else).
 */
function commandLines(shell: string): string[] {
  return shell
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.replace(/'/g, "").replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A documented form as a pattern source: `{id}` is the case's model id, `{quant}` a quantisation label, `{file}` a path. */
function formSource(text: string, modelId: string): string {
  return text
    .split(/(\{(?:id|quant|file)\})/)
    .map((part) => {
      if (part === "{id}") return escape(modelId);
      if (part === "{quant}") return "[A-Za-z0-9_]+";
      if (part === "{file}") return "\\S+";
      return escape(part);
    })
    .join("");
}

/** Whether a case shows the form: at the start of the deep link, or within one command line. */
function showsForm(shown: Shown, form: DocumentedForm): boolean {
  const source = formSource(form.text, shown.modelId);
  if (shown.deeplink !== undefined) return new RegExp(`^${source}`).test(shown.deeplink);
  const inLine = new RegExp(`(?:^|\\s)${source}`);
  return shown.lines.some((line) => inLine.test(line));
}

function shownByApp(): Map<string, Shown[]> {
  const byApp = new Map<string, Shown[]>();
  for (const c of loadCases({ root: GOLDEN }).filter((gc) => gc.localApps)) {
    const index = JSON.parse(readFileSync(resolve(GOLDEN, localAppsIndexPath(c.name)), "utf8")) as IndexEntry[];
    for (const entry of index) {
      const templates = entry.snippets.flatMap((s) => (s.setup ? [s.setup, s.run] : [s.run]));
      const lines = templates.flatMap((template) =>
        commandLines(readFileSync(resolve(GOLDEN, localAppOutputPath(c.name, entry.app, "sh", template)), "utf8")),
      );
      const shown: Shown = { caseName: c.name, modelId: validateModel(c.model).id, lines, ...(entry.deeplink !== undefined ? { deeplink: entry.deeplink } : {}) };
      byApp.set(entry.app, [...(byApp.get(entry.app) ?? []), shown]);
    }
  }
  return byApp;
}

const shown = shownByApp();

describe("local apps follow their own docs", () => {
  it("has every app's docs checked, with the date and at least one form", () => {
    for (const id of LOCAL_APP_IDS) expect(localApps[id]!.checked?.forms.length ?? 0, id).toBeGreaterThan(0);
  });

  it.each(LOCAL_APP_IDS.map((id) => [id]))("%s: its golden outputs keep every documented form", (id) => {
    const cases = shown.get(id) ?? [];
    expect(cases.length, `${id} appears in no golden local-apps case`).toBeGreaterThan(0);
    for (const form of localApps[id]!.checked?.forms ?? []) {
      const hit = cases.some((c) => showsForm(c, form));
      expect(hit, `${id}: no golden output shows "${form.text}" as ${form.source} gives it`).toBe(true);
    }
  });
});

describe("documented-form matching", () => {
  const gguf: Shown = {
    caseName: "local-apps/x",
    modelId: "org/m-GGUF",
    lines: commandLines("# comment\nllama serve -hf 'org/m-GGUF:Q4_K_M'\ndocker run -p 8080:8080 img \\\n    -hf 'org/m-GGUF:Q4_K_M' \\\n    --port 8080\n"),
  };
  const form = (text: string): DocumentedForm => ({ source: "https://example.com", text });

  it("finds a form in a command line, quotes and continuations aside", () => {
    expect(showsForm(gguf, form("llama serve -hf {id}:{quant}"))).toBe(true);
    expect(showsForm(gguf, form("docker run -p 8080:8080 img -hf {id}:{quant} --port 8080"))).toBe(true);
  });

  it("misses a renamed command, another model, a missing quant or a form split across a word", () => {
    expect(showsForm(gguf, form("llama-server -hf {id}:{quant}"))).toBe(false);
    expect(showsForm({ ...gguf, modelId: "org/other" }, form("llama serve -hf {id}"))).toBe(false);
    expect(showsForm(gguf, form("llama serve -hf {id} "))).toBe(false);
    expect(showsForm(gguf, form("ama serve"))).toBe(false);
  });

  it("matches a deep link from its start only", () => {
    const linked: Shown = { caseName: "local-apps/x", modelId: "org/m", deeplink: "jan://models/huggingface/org/m", lines: [] };
    expect(showsForm(linked, form("jan://models/huggingface/{id}"))).toBe(true);
    expect(showsForm(linked, form("models/huggingface/{id}"))).toBe(false);
    expect(showsForm({ ...linked, deeplink: "jan://models/org/m" }, form("jan://models/huggingface/{id}"))).toBe(false);
  });
});
