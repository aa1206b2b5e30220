// The access notice of gated repositories: which records get it, that every snippet prints it from its own
// template (the language-wide partial templates/<language>/notices/_gated.hbs), and that every language with
// snippets has that partial.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, getLibrarySnippets } from "./index.ts";
import { gatedKind } from "./record.ts";
import { getTemplateSource, hasTemplate, listTemplates } from "./render/templates.ts";

const TEMPLATES = join(import.meta.dirname, "../templates");

describe("gated notices", () => {
  it("takes the hub's two kinds of gate and nothing else (false, absent, other strings)", () => {
    expect(gatedKind({ gated: "auto" })).toBe("auto");
    expect(gatedKind({ gated: "manual" })).toBe("manual");
    for (const gated of [undefined, false, true, "yes", ""]) expect(gatedKind({ gated })).toBeNull();
    // The record's own field only: nothing inherited counts.
    expect(gatedKind(Object.create({ gated: "manual" }))).toBeNull();
    expect(gatedKind(Object.defineProperty({}, "gated", { get: () => "auto", enumerable: false }))).toBe("auto");
  });

  it("every snippet of a gated model carries it, inference and library alike; other models' do not", () => {
    const record = { id: "acme/m", pipeline_tag: "text-classification", library_name: "transformers", gated: "manual" };
    const all = [...getInferenceSnippets(record), ...getLibrarySnippets(record)];
    expect(all.length).toBeGreaterThan(10);
    for (const s of all) expect(s.content, `${s.language} ${s.template}`).toContain("Gated model: request access at https://huggingface.co/acme/m ");
    const open = [...getInferenceSnippets({ ...record, gated: undefined }), ...getLibrarySnippets({ ...record, gated: undefined })];
    for (const s of open) expect(s.content).not.toContain("Gated model");
  });

  it("every template of a snippet, inference or library, includes the notice partial first (after PHP's opening tag)", () => {
    const missing: string[] = [];
    for (const key of listTemplates()) {
      const [language, folder, name] = key.split("/") as [string, string, string];
      if (folder === "notices" || (name.startsWith("_") && name !== "_default") || (language === "sh" && folder === "local-apps")) continue;
      const lines = getTemplateSource(key)!.split("\n");
      if (lines[0] !== "{{> notices/_gated}}" && !(lines[0] === "<?php" && lines[1] === "{{> notices/_gated}}")) missing.push(key);
    }
    expect(missing).toEqual([]);
  });

  it("every language with templates has a notice partial", () => {
    for (const language of readdirSync(TEMPLATES)) expect(hasTemplate(language, "notices", "_gated"), language).toBe(true);
  });
});
