// No text is edited after rendering: every inference snippet is exactly what its template printed for the
// call's context, the access notice of a gated repository included (the template prints it through the
// language-wide partial notices/_gated). Checked for every (provider, task) pair the catalogue serves, the
// gates in turn, so every template kind is met gated and open.
import { describe, expect, it } from "vitest";
import { CHAT_TASKS, inferenceTasks, providers, providerServes, TEMPLATE_KINDS } from "../../catalogue/inference.ts";
import { renderTemplateFile } from "../render/templates.ts";
import { templateNamesFor } from "./context.ts";
import { prepareInference, renderPrepared } from "./snippets.ts";
import type { SnippetOptions } from "./options.ts";

const GATES = ["manual", false, "auto"] as const;

/** Every (record, options) pair the catalogue's providers serve, with and without a gate. */
function calls(): { record: Record<string, unknown>; options: SnippetOptions }[] {
  const out: { record: Record<string, unknown>; options: SnippetOptions }[] = [];
  const tasks = [...Object.keys(inferenceTasks), ...CHAT_TASKS];
  for (const provider of Object.values(providers)) {
    for (const task of tasks) {
      if (!providerServes(provider, task)) continue;
      const id = provider.modelIdPrefix ? `${provider.modelIdPrefix}acme-model` : "acme/model";
      const providerModelId = provider.tasks[task]?.models?.[0];
      for (const streaming of CHAT_TASKS.has(task) ? [false, true] : [false]) {
        // The gates in turn, pair by pair: each kind meets each over the catalogue's pairs.
        const gated = GATES[out.length % GATES.length];
        const options: SnippetOptions = { provider: provider.id, streaming, ...(providerModelId ? { providerModelId } : {}), ...(provider.directOnly ? { directRequest: true } : {}) };
        out.push({ record: { id, pipeline_tag: task, tags: ["conversational"], gated }, options });
      }
    }
  }
  return out;
}

describe("the render stage", () => {
  it("gives each snippet exactly as its template printed it, for every template kind, gated or not", () => {
    const kinds = new Set<string>();
    let gatedSnippets = 0;
    for (const { record, options } of calls()) {
      const { prepared, unavailable } = prepareInference(record, options);
      if (!prepared || unavailable) continue;
      kinds.add(prepared.context.kind);
      for (const snippet of renderPrepared(prepared)) {
        const printed = renderTemplateFile(snippet.language, snippet.client, templateNamesFor(prepared.context.kind), prepared.context as unknown as Record<string, unknown>);
        expect(snippet.content, `${snippet.template} for ${options.provider} ${String(record.pipeline_tag)}`).toBe(printed.content);
        expect(snippet.template).toBe(printed.template);
        if (record.gated) {
          expect(snippet.content, snippet.template).toContain(`Gated model: ${record.gated === "manual" ? "request access" : "accept its conditions"} at https://huggingface.co/${String(record.id)} `);
          gatedSnippets++;
        } else expect(snippet.content).not.toContain("Gated model");
      }
    }
    expect([...kinds].sort()).toEqual([...TEMPLATE_KINDS].sort());
    expect(gatedSnippets).toBeGreaterThan(300);
  });

  it("prints the notice where the language wants it: after PHP's opening tag, first elsewhere", () => {
    const { prepared } = prepareInference({ id: "acme/model", pipeline_tag: "text-classification", gated: "manual" });
    for (const snippet of renderPrepared(prepared!)) {
      const lines = snippet.content.split("\n");
      const at = snippet.language === "php" ? 1 : 0;
      expect(lines[at], snippet.template).toMatch(/Gated model: request access at https:\/\/huggingface\.co\/acme\/model /);
      if (snippet.language === "php") expect(lines[0]).toBe("<?php");
    }
  });
});
