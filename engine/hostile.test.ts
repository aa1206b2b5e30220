// Author-controlled text full of quotes, backslashes, newlines, $(...), backticks, ${...}, #{...}, """
// and NUL must reach every snippet only inside string literals or comments, and every snippet must parse.
import { beforeAll, describe, expect, it } from "vitest";
import { inferenceTasks, providerServesTask, providers } from "../catalogue/inference.ts";
import { getInferenceSnippets } from "./inference/snippets.ts";
import { sampleInputOn } from "./inference/snippets.ts";
import { templateKindFor } from "./inference/context.ts";
import type { SnippetOptions } from "./inference/options.ts";
import { sampleInputFor } from "./inputs.ts";
import { nodeSyntaxChecker } from "../verify/syntax/node.ts";
import type { SyntaxChecker } from "./syntax/parse.ts";
import { markersOutsideLiterals } from "../verify/syntax/containment.ts";

const MARK = "PWNMARK";
const HOSTILE = `${MARK}'"""\`${MARK}\`$(${MARK})\${${MARK}}#{${MARK}}\\\n\t'''\0${MARK}\u2028{x}%s`;
const HOSTILE_PATH = `${MARK} it's "$(${MARK})" \`${MARK}\`.flac`;

/** Replaces every string in a sample input with hostile text (file names with a hostile path). */
function hostile(value: unknown, isFile: boolean): unknown {
  // A file keeps the sample's extension: a provider may read only some file types.
  if (typeof value === "string") return isFile ? HOSTILE_PATH.replace(/\.flac$/, value.slice(value.lastIndexOf("."))) : HOSTILE;
  if (Array.isArray(value)) return value.map((v) => hostile(v, false));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hostile(v, k === "image")]));
  }
  return value;
}

interface Scenario {
  name: string;
  model: Record<string, unknown>;
  options: SnippetOptions;
}

function scenarios(): Scenario[] {
  const out: Scenario[] = [];
  for (const [task, info] of Object.entries(inferenceTasks)) {
    const sample = sampleInputFor({ id: "a/b", pipeline_tag: task });
    // Text generation is chat (below).
    if (!sample || templateKindFor({ id: "a/b", pipeline_tag: task })?.startsWith("conversational")) continue;
    const inputs = hostile(sample.inputs, info.inputFile === "input");
    const model = { id: "acme/model", pipeline_tag: task, mask_token: HOSTILE, tags: [HOSTILE] };
    for (const provider of Object.values(providers)) {
      const sdk = info.huggingface_hub !== null || info["huggingface.js"] !== null;
      if (!providerServesTask(provider, task) && !(provider.id === "auto" && sdk)) continue;
      // A provider route may show its own sample file (fal's WAV), of a type it can read.
      const inputs = hostile(sampleInputOn({ id: "a/b", pipeline_tag: task }, provider.id)!.inputs, info.inputFile === "input");
      // A route that serves named models only (Novita's MiniMax video route) gets one of them.
      const served = provider.tasks[task]?.models?.[0];
      out.push({ name: `${task} on ${provider.id}`, model, options: { provider: provider.id, inputs, ...(served ? { providerModelId: served } : {}) } });
      if (provider.direct) {
        out.push({
          name: `${task} on ${provider.id}, direct`,
          model,
          options: { provider: provider.id, inputs, directRequest: true, providerModelId: served ?? `${MARK}/x'"\`$(${MARK})` },
        });
      }
    }
    out.push({
      name: `${task} on an endpoint`,
      model,
      options: { inputs, endpointUrl: `https://${MARK}.example/'"\`$(${MARK})\${${MARK}}` },
    });
  }
  const messages = [{ role: "user", content: HOSTILE }];
  for (const pipeline of ["text-generation", "image-text-to-text"]) {
    for (const provider of Object.values(providers).filter((p) => p.chat)) {
      const model = { id: `${provider.modelIdPrefix ?? "acme/"}chat`, pipeline_tag: pipeline, tags: ["conversational", HOSTILE] };
      const direct = provider.directOnly ? { directRequest: true } : {};
      for (const streaming of [false, true]) {
        out.push({ name: `${pipeline} chat on ${provider.id}${streaming ? ", streaming" : ""}`, model, options: { provider: provider.id, inputs: messages, streaming, ...direct } });
      }
    }
    const model = { id: "acme/chat", pipeline_tag: pipeline, tags: ["conversational", HOSTILE] };
    out.push({ name: `${pipeline} chat with a hostile token`, model, options: { inputs: messages, accessToken: `hf_'"\`$(${MARK})\${${MARK}}` } });
  }
  return out;
}

describe("hostile records", () => {
  let checker: SyntaxChecker;
  beforeAll(async () => {
    checker = await nodeSyntaxChecker();
  });

  it.each(scenarios().map((s) => [s.name, s] as const))("%s", (_name, scenario) => {
    const snippets = getInferenceSnippets(scenario.model, scenario.options);
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) {
      const where = `${snippet.language}/${snippet.client}`;
      expect(snippet.content, `${where} carries the hostile text`).toContain(MARK);
      const tree = checker.parse(snippet.language, snippet.content);
      expect(checker.check(snippet.language, snippet.content), `${where} parses`).toEqual([]);
      expect(markersOutsideLiterals(tree, MARK), `${where}: hostile text outside literals\n${snippet.content}`).toBe(0);
      tree.delete();
    }
  });

  it("rejects a model id outside the hub's rules", () => {
    expect(() => getInferenceSnippets({ id: "a/b'; rm -rf /", pipeline_tag: "fill-mask" })).toThrow(/model: id: /);
  });

  it("rejects a bill-to value that could end its header", () => {
    expect(() =>
      getInferenceSnippets({ id: "a/b", pipeline_tag: "fill-mask" }, { billTo: "org\r\nX-Evil: 1" }),
    ).toThrow(/options.billTo/);
  });
});
