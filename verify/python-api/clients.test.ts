import { readFileSync } from "node:fs";
import fg from "fast-glob";
import { beforeAll, describe, expect, it } from "vitest";
import { nodeSyntaxChecker } from "../syntax/node.ts";
import type { SyntaxChecker } from "../../engine/syntax/parse.ts";
import { inferenceTasks, providers, sdkSupports } from "../../catalogue/inference.ts";
import { CLIENT_PACKAGES, checkClientCalls, loadClientApi, type ClientApi } from "./clients.ts";
import { notOffered } from "../sdk-wire.ts";

const apis: Record<string, ClientApi> = Object.fromEntries(CLIENT_PACKAGES.map((name) => [name, loadClientApi(name)]));
const GOLDEN_PY = fg.sync("golden/**/*.py", { cwd: process.cwd() }).sort();
let checker: SyntaxChecker;

beforeAll(async () => {
  checker = await nodeSyntaxChecker();
});

function problemsOf(code: string): string[] {
  const tree = checker.parse("python", code);
  try {
    return checkClientCalls(tree, apis).map((p) => `${p.line}: ${p.message}`);
  } finally {
    tree.delete();
  }
}

describe("client tables", () => {
  it.each(CLIENT_PACKAGES)("%s records its version and sources", (name) => {
    const api = apis[name]!;
    expect(api.package).toBe(name);
    expect(api.version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const source of api.sources) expect(source).toContain(api.version);
  });
});

describe("Python golden files against the clients' real signatures", () => {
  it("covers every golden file that uses one of the clients", () => {
    const using = GOLDEN_PY.filter((file) => /^(from (huggingface_hub|openai) import|import fal_client)/m.test(readFileSync(file, "utf8")));
    expect(using.length).toBeGreaterThan(100);
  });

  it("every call, keyword and import exists, with its required arguments", () => {
    const problems = GOLDEN_PY.flatMap((file) => problemsOf(readFileSync(file, "utf8")).map((p) => `${file}:${p}`));
    expect(problems).toEqual([]);
  });
});

describe("checkClientCalls", () => {
  const hub = (body: string, provider = "hf-inference") =>
    `from huggingface_hub import InferenceClient\n\nclient = InferenceClient(provider="${provider}", api_key="x")\n${body}\n`;

  it("accepts a correct call", () => {
    expect(problemsOf(hub('client.text_classification("hi", model="m")'))).toEqual([]);
    expect(problemsOf(hub('client.chat.completions.create(model="m", messages=[])', "together"))).toEqual([]);
  });

  it("reports an unknown method, an unknown keyword and a missing required argument", () => {
    expect(problemsOf(hub('client.text_clasification("hi")'))).toEqual([
      "4: huggingface_hub 2.0.0: InferenceClient has no method text_clasification",
    ]);
    expect(problemsOf(hub('client.fill_mask("hi", modle="m")'))).toEqual(["4: InferenceClient.fill_mask(): unknown keyword argument modle="]);
    expect(problemsOf(hub('client.question_answering(question="q", model="m")'))).toEqual([
      "4: InferenceClient.question_answering(): missing required argument context",
    ]);
  });

  it("reports a method the provider does not serve in the client", () => {
    expect(problemsOf(hub('client.tabular_regression(table={}, model="m")'))).toEqual([
      '4: InferenceClient.tabular_regression(): provider "hf-inference" does not serve tabular-regression in huggingface_hub 2.0.0',
    ]);
    expect(problemsOf(hub('client.text_to_video("a cat", model="m")', "fal-ai"))).toEqual([]);
  });

  it("checks the openai client and fal_client functions", () => {
    expect(problemsOf('from openai import OpenAI\nclient = OpenAI(base_url="u", api_key="k")\nclient.chat.completions.create(messages=[])\n')).toEqual([
      "3: OpenAI.chat.completions.create(): missing required argument model",
    ]);
    expect(problemsOf('from openai import OpenAI\nclient = OpenAI(base_url="u", api_key="k", bill_to="x")\n')).toEqual([
      "2: OpenAI(): unknown keyword argument bill_to=",
    ]);
    expect(problemsOf('import fal_client\nfal_client.subscribe("app", arguments={}, logs=True)\n')).toEqual([
      "2: fal_client.subscribe(): unknown keyword argument logs=",
    ]);
    expect(problemsOf('import fal_client\nfal_client.subscribe(arguments={})\n')).toEqual([
      "2: fal_client.subscribe(): missing required argument application",
    ]);
    expect(problemsOf("import fal_client\nfal_client.upload_files('a.png')\n")).toEqual(["2: fal_client 1.0.1 has no function upload_files"]);
  });

  it("reports a name the package does not export", () => {
    expect(problemsOf("from huggingface_hub import InferenceClients\n")).toEqual(["1: huggingface_hub 2.0.0 exports no InferenceClients"]);
  });
});

describe("catalogue facts about huggingface_hub agree with its source", () => {
  const hub = apis.huggingface_hub!;
  const methods = hub.classes!.InferenceClient!.methods;

  it("every InferenceClient method named in catalogue/inference/tasks.yaml exists", () => {
    const missing = Object.entries(inferenceTasks).flatMap(([task, t]) => {
      const method = t.huggingface_hub;
      return method && !methods[method] ? [`${task}: ${method}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it("providers.yaml sdkLacks.huggingface_hub leaves out exactly what the client cannot call, and the pairs verify/sdk-wire.yaml says it calls wrongly", () => {
    const wrong: string[] = [];
    const withheld = new Set(notOffered("python/huggingface_hub").map((p) => `${p.provider} ${p.task}`));
    for (const provider of Object.values(providers)) {
      // Read loosely so the test also holds where inferenceApi lists `unserved` tasks or a provider is `retired`.
      const loose = provider as unknown as { inferenceApi?: boolean | { unserved?: string[] }; retired?: string };
      if (provider.selectsProvider || loose.retired) continue;
      const served = hub.providerTasks![provider.id];
      const unserved = typeof loose.inferenceApi === "object" ? (loose.inferenceApi.unserved ?? []) : [];
      const offered = [
        ...Object.keys(provider.tasks ?? {}),
        ...(provider.chat ? ["conversational"] : []),
        ...(loose.inferenceApi ? Object.keys(inferenceTasks).filter((task) => !unserved.includes(task)) : []),
      ].filter((task) => task === "conversational" || inferenceTasks[task]?.huggingface_hub);
      for (const task of new Set(offered)) {
        const claimed = provider.sdkLacks ? sdkSupports(provider, "huggingface_hub", task) : true;
        const real = (served?.includes(task) ?? false) && !withheld.has(`${provider.id} ${task}`);
        if (claimed !== real) wrong.push(`${provider.id} ${task}: providers.yaml says ${claimed}, huggingface_hub ${hub.version} says ${real}`);
      }
    }
    // A pair withheld only for its calls with LoRA weights (`<task>+lora`): the catalogue withholds exactly those.
    for (const { provider, task } of notOffered("python/huggingface_hub").filter((p) => p.task.endsWith("+lora"))) {
      const base = task.slice(0, -"+lora".length);
      if (sdkSupports(providers[provider]!, "huggingface_hub", base, true)) wrong.push(`${provider} ${task}: providers.yaml offers it`);
      if (!sdkSupports(providers[provider]!, "huggingface_hub", base, false)) wrong.push(`${provider} ${base}: providers.yaml withholds it without LoRA too`);
    }
    expect(wrong).toEqual([]);
  });
});
