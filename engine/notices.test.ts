// The access notice of gated repositories: which records get it, where it goes, and that every language
// with snippets can write it.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, getLibrarySnippets } from "./index.ts";
import { gatedKind } from "./record.ts";
import { NOTICES_FOLDER, withGatedNotice } from "./notices.ts";
import { hasTemplate } from "./render/templates.ts";

const TEMPLATES = join(import.meta.dirname, "../templates");

describe("gated notices", () => {
  it("takes the hub's two kinds of gate and nothing else (false, absent, other strings)", () => {
    expect(gatedKind({ gated: "auto" })).toBe("auto");
    expect(gatedKind({ gated: "manual" })).toBe("manual");
    for (const gated of [undefined, false, true, "yes", ""]) expect(gatedKind({ gated })).toBeNull();
  });

  it("puts the notice first, or after PHP's opening tag and a #! line", () => {
    const url = "https://huggingface.co/acme/m";
    expect(withGatedNotice({ language: "python", content: "import os\n" }, url, "auto").content).toBe(
      `# Gated model: accept its conditions at ${url} (access is immediate), then use a token (HF_TOKEN) of that account.\nimport os\n`,
    );
    const php = withGatedNotice({ language: "php", content: "<?php\n\n$x = 1;\n" }, url, "manual").content.split("\n");
    expect(php[0]).toBe("<?php");
    expect(php[1]).toBe(`// Gated model: request access at ${url} and wait for its authors' approval, then use a token (HF_TOKEN) of that account.`);
    expect(withGatedNotice({ language: "sh", content: "#!/bin/sh\ncurl x\n" }, url, "auto").content.split("\n")[1]).toMatch(/^# Gated model/);
  });

  it("every snippet of a gated model carries it, inference and library alike; other models' do not", () => {
    const record = { id: "acme/m", pipeline_tag: "text-classification", library_name: "transformers", gated: "manual" };
    const all = [...getInferenceSnippets(record), ...getLibrarySnippets(record)];
    expect(all.length).toBeGreaterThan(10);
    for (const s of all) expect(s.content, `${s.language} ${s.template}`).toContain("Gated model: request access at https://huggingface.co/acme/m ");
    const open = [...getInferenceSnippets({ ...record, gated: undefined }), ...getLibrarySnippets({ ...record, gated: undefined })];
    for (const s of open) expect(s.content).not.toContain("Gated model");
  });

  it("every language with templates has a notice template", () => {
    for (const language of readdirSync(TEMPLATES)) expect(hasTemplate(language, NOTICES_FOLDER, "_gated"), language).toBe(true);
  });
});
