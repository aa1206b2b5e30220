// getLocalApps: which apps a record gets, that every snippet names its template and parses, that a
// record without a usable file gets no GGUF app, and that hostile values stay inside literals.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_APP_IDS } from "../../catalogue/local-apps.ts";
import { loadCases } from "../golden/harness.ts";
import { ModelRecordError } from "../model.ts";
import { nodeSyntaxChecker } from "../../verify/syntax/node.ts";
import type { SyntaxChecker } from "../syntax/parse.ts";
import { getLocalApps, LocalAppOptionsError, localAppsFor, type LocalApp } from "./index.ts";

const TEMPLATES = resolve(import.meta.dirname, "../../templates");
const cases = loadCases({ root: resolve(import.meta.dirname, "../../golden") }).filter((c) => c.localApps);

const gguf = {
  id: "org/chat-GGUF",
  pipeline_tag: "text-generation",
  tags: ["gguf", "conversational"],
  gguf: { chat_template: "{% if tools %}{% endif %}" },
  siblings: [{ rfilename: "chat-Q8_0.gguf" }, { rfilename: "chat-Q4_K_M.gguf" }],
};

const byId = (apps: LocalApp[]) => new Map(apps.map((a) => [a.app, a]));
const parts = (app: LocalApp) => app.snippets.flatMap((s) => (s.setup ? [s.setup, s] : [s]));

let checker: SyntaxChecker;
beforeAll(async () => {
  checker = await nodeSyntaxChecker();
});

describe("getLocalApps", () => {
  it("offers at least 20 apps over the golden cases' records, every catalogue app at least once", () => {
    const offered = new Set(cases.flatMap((c) => getLocalApps(c.model, c.quant ? { quant: c.quant } : {}).map((a) => a.app)));
    expect(offered.size).toBeGreaterThanOrEqual(20);
    expect(LOCAL_APP_IDS.filter((id) => !offered.has(id))).toEqual([]);
    for (const kind of ["gguf-chat", "mlx-chat", "transformers-chat", "diffusers-text-to-image"]) {
      expect(cases.map((c) => c.name)).toContain(`local-apps/${kind}`);
    }
  });

  it("uses the :QUANT form of the file picked from the record's files", () => {
    const apps = byId(getLocalApps(gguf));
    expect(apps.get("ollama")!.snippets[0]!.content).toBe("ollama run 'hf.co/org/chat-GGUF:Q4_K_M'");
    expect(apps.get("llama.cpp")!.snippets[0]!.content).toContain("llama serve -hf 'org/chat-GGUF:Q4_K_M'");
    expect(apps.get("lmstudio")!.deeplink).toBe("lmstudio://open_from_hf?model=org/chat-GGUF&file=chat-Q4_K_M.gguf");
    const q8 = byId(getLocalApps(gguf, { quant: "Q8_0" }));
    expect(q8.get("ollama")!.snippets[0]!.content).toBe("ollama run 'hf.co/org/chat-GGUF:Q8_0'");
  });

  it("names the template of every part, and every part parses as shell", () => {
    for (const c of cases) {
      for (const app of getLocalApps(c.model, c.quant ? { quant: c.quant } : {})) {
        for (const part of parts(app)) {
          expect(part.language).toBe("sh");
          expect(existsSync(resolve(TEMPLATES, part.template)), part.template).toBe(true);
          expect(checker.check("sh", part.content), `${c.name} ${app.app} ${part.template}`).toEqual([]);
        }
      }
    }
  });

  it("offers no GGUF app to a record without a usable GGUF file", () => {
    const noFile = { ...gguf, siblings: [{ rfilename: "mmproj-f16.gguf" }, { rfilename: "chat-Q4_K_M-00001-of-00002.gguf" }] };
    expect(getLocalApps(noFile)).toEqual([]);
    expect(getLocalApps({ ...gguf, siblings: undefined })).toEqual([]);
  });

  it("offers vLLM a GGUF model only as one file", () => {
    const split = { ...gguf, siblings: ["a-Q4_K_M-00001-of-00002.gguf", "a-Q4_K_M-00002-of-00002.gguf"].map((rfilename) => ({ rfilename })) };
    expect(byId(getLocalApps(split)).has("vllm")).toBe(false);
    expect(byId(getLocalApps(split)).has("ollama")).toBe(true);
    expect(byId(getLocalApps(gguf)).get("vllm")!.snippets[0]!.content).toContain("vllm serve 'org/chat-GGUF:Q4_K_M'");
  });

  it("offers the agents only when the chat template handles tools", () => {
    const noTools = { ...gguf, gguf: { chat_template: "{{ messages }}" } };
    const ids = getLocalApps(noTools).map((a) => a.app);
    expect(ids).not.toContain("pi");
    expect(getLocalApps(gguf).map((a) => a.app)).toEqual(expect.arrayContaining(["pi", "hermes-agent", "openclaw"]));
  });

  it("validates the record and the options, with input errors", () => {
    expect(() => getLocalApps({ id: "x", siblings: [{ name: "a.gguf" }] })).toThrow(ModelRecordError);
    expect(() => getLocalApps({ id: "x", siblings: [{ name: "a.gguf" }] })).toThrow("model: siblings[0].rfilename");
    expect(() => getLocalApps(gguf, { quant: "Q5_K_M" })).toThrow(LocalAppOptionsError);
    expect(() => getLocalApps(gguf, { quant: 4 as unknown as string })).toThrow("quant: must be a string");
  });

  it("keeps hostile file names and base models inside shell literals and encoded deep links", () => {
    const evil = "x'; rm -rf ~; echo '$(id)`id`\n.Q4_K_M.gguf";
    const base = "a'b\n$(id)";
    const model = { ...gguf, cardData: { base_model: base }, siblings: [{ rfilename: evil }] };
    const apps = byId(localAppsFor(model));
    for (const app of apps.values()) {
      for (const part of parts(app)) {
        expect(checker.check("sh", part.content), `${app.app} ${part.template}`).toEqual([]);
        const tree = checker.parse("sh", part.content);
        const commands = tree.rootNode.descendantsOfType("command").map((n) => n!.childForFieldName("name")?.text);
        tree.delete();
        expect(commands, `${app.app} ${part.template}`).not.toContain("rm");
        expect(commands).not.toContain("id");
      }
    }
    expect(apps.get("localai")!.snippets[0]!.content).toContain(`'huggingface://org/chat-GGUF/x'\\''; rm -rf ~;`);
    expect(apps.get("vllm")!.snippets[0]!.content).toContain(`--tokenizer 'a'\\''b\n$(id)'`);
    const link = apps.get("lmstudio")!.deeplink!;
    expect(link).toBe(`lmstudio://open_from_hf?model=org/chat-GGUF&file=${encodeURIComponent(evil)}`);
    expect(new URL(link).searchParams.get("file")).toBe(evil);
  });
});

describe("getLocalApps on generated hostile records", () => {
  const hostile = fc.string({ unit: fc.constantFrom(..."a'\"$`()\\;|&<>\n\t{}#~ \u00e9Q4_K_M-.gguf/".split("")), maxLength: 40 });
  const record = fc.record({
    name: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._]{0,20}[A-Za-z0-9]$/).filter((n) => !n.includes("..")),
    files: fc.array(fc.oneof(hostile.map((h) => `${h}.gguf`), fc.constantFrom("m-Q4_K_M.gguf", "m-Q8_0-00001-of-00002.gguf", "m-Q8_0-00002-of-00002.gguf")), { maxLength: 5 }),
    base: hostile,
    tags: fc.subarray(["gguf", "conversational", "mlx", "transformers", "text-generation-inference", "unsloth", "lora"]),
    pipeline: fc.constantFrom("text-generation", "image-text-to-text", "text-to-image"),
  });

  it("renders shell that parses and runs no command taken from the record", () => {
    fc.assert(
      fc.property(record, ({ name, files, base, tags, pipeline }) => {
        const model = {
          id: `org/${name}`,
          pipeline_tag: pipeline,
          tags,
          cardData: { base_model: base },
          gguf: { chat_template: "{% if tools %}{% endif %}" },
          siblings: files.map((rfilename) => ({ rfilename })),
        };
        for (const app of getLocalApps(model)) {
          if (app.deeplink !== undefined) expect(URL.canParse(app.deeplink), app.deeplink).toBe(true);
          for (const part of parts(app)) {
            expect(checker.check("sh", part.content), part.content).toEqual([]);
            const tree = checker.parse("sh", part.content);
            const substitutions = tree.rootNode.descendantsOfType(["command_substitution", "process_substitution"]).length;
            tree.delete();
            expect(substitutions, part.content).toBe(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
