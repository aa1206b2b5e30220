// Every snippet says what to install and which variables to set: the inference snippets of every golden
// case (from their client's client.yaml `setup`) and every library snippet (catalogue/libraries.yaml `install`
// and `needs`).
import { describe, expect, it } from "vitest";
import { caseOptions } from "./golden/cases.ts";
import { loadCases } from "./golden/harness.ts";
import { getInferenceSnippets } from "./inference/snippets.ts";
import { INFERENCE_CLIENTS, clientRequirements } from "./inference/clients.ts";
import { getLibrarySnippets } from "./libraries/index.ts";
import { installCommand, requirementLines } from "./requirements.ts";
import { libraryInstall, snippetLibraryOf } from "../catalogue/library-snippets.ts";

const cases = loadCases({ root: "golden" });

describe("inference snippets' requirements", () => {
  const snippets = cases
    .filter((c) => !c.library && !c.localApps)
    .flatMap((c) => c.providers.flatMap((provider) => getInferenceSnippets(c.model, caseOptions(c, provider)).map((s) => ({ ...s, name: `${c.name}/${provider}` }))));

  it("every snippet of every golden case has them, and reads each variable they name", () => {
    expect(snippets.length).toBeGreaterThan(1000);
    for (const s of snippets) {
      const where = `${s.name} ${s.language}/${s.client}`;
      expect(s.requirements, where).toBeDefined();
      expect(Array.isArray(s.requirements.install), where).toBe(true);
      for (const v of s.requirements.env) {
        expect(v.description, where).toMatch(/\S/);
        // fal_client reads FAL_KEY itself; every other variable is one the snippet reads by name.
        if (s.client !== "fal_client") expect(s.content, `${where} ${v.name}`).toContain(v.name);
      }
    }
  });

  it("an SDK snippet installs its package, with the floor the verify run proves", () => {
    const hub = snippets.find((s) => s.client === "huggingface_hub")!;
    expect(hub.requirements.install).toEqual(['pip install "huggingface_hub>=1.33"']);
    expect(snippets.find((s) => s.language === "js" && s.client === "huggingface.js" && s.name.endsWith("/hf-inference"))!.requirements.install).toEqual(['npm install "@huggingface/inference@>=4.13.28"']);
    expect(snippets.find((s) => s.client === "curl")!.requirements.install).toEqual([]);
  });

  it("names the call's token variable, none when the token is written in, the client's own where it reads one", () => {
    const curl = INFERENCE_CLIENTS.find((c) => c.client === "curl")!;
    const fal = INFERENCE_CLIENTS.find((c) => c.client === "fal_client")!;
    const provider = { id: "together", label: "Together AI" };
    expect(clientRequirements(curl, { env: "HF_TOKEN", literal: null }, provider, "text-classification").env.map((v) => v.name)).toEqual(["HF_TOKEN"]);
    expect(clientRequirements(curl, { env: "TOGETHER_API_KEY", literal: null }, provider, "text-classification").env).toEqual([{ name: "TOGETHER_API_KEY", description: "your Together AI API key" }]);
    expect(clientRequirements(curl, { env: "HF_TOKEN", literal: "hf_x" }, provider, "text-classification").env).toEqual([]);
    expect(clientRequirements(fal, { env: "HF_TOKEN", literal: null }, provider, "text-classification").env.map((v) => v.name)).toEqual(["FAL_KEY"]);
  });

  it("raises the floor for a call the floor version cannot make (data: client.yaml setup.raise)", () => {
    const js = INFERENCE_CLIENTS.find((c) => c.client === "huggingface.js")!;
    const install = (provider: string, task: string) => clientRequirements(js, { env: "HF_TOKEN", literal: null }, { id: provider, label: provider }, task).install;
    expect(install("deepinfra", "text-to-image")).toEqual([`npm install "@huggingface/inference@>=${js.setup.raise!.find((r) => r.provider === "deepinfra")!.floor}"`]);
    expect(install("hf-inference", "text-to-image")).toEqual([`npm install "@huggingface/inference@>=${js.setup.floor}"`]);
  });
});

describe("library snippets' requirements", () => {
  const libraryCases = cases.filter((c) => c.library);

  it("every snippet of every library golden case has them; only an install step or a fallback comment installs nothing", () => {
    expect(libraryCases.length).toBeGreaterThan(100);
    const without: string[] = [];
    for (const c of libraryCases) {
      for (const s of getLibrarySnippets(c.model)) {
        expect(s.requirements, `${c.name} ${s.template}`).toBeDefined();
        // An install step, a fallback comment, or a library whose data says its snippets install what they need.
        const step = /\/install\.hbs$|\/fallback\//.test(s.template) || libraryInstall(snippetLibraryOf(String(c.model.library_name))!, "*")?.length === 0;
        if (!step && s.requirements.install.length === 0) without.push(`${c.name} ${s.template}`);
      }
    }
    expect(without).toEqual([]);
  });

  it("names the packages of the operating system a call runs, and more installs, where the library's needs say (catalogue/libraries.yaml)", () => {
    const pipeline = (task: string) => getLibrarySnippets({ id: "acme/m", library_name: "transformers", pipeline_tag: task }).find((s) => s.template.endsWith("/pipeline.hbs"))!;
    for (const task of ["audio-classification", "automatic-speech-recognition"]) {
      expect(pipeline(task).requirements.system?.map((p) => p.name), task).toEqual(["ffmpeg"]);
      expect(requirementLines(pipeline(task).requirements)[0]).toBe("sudo apt-get install ffmpeg  # ffmpeg: the audio pipelines decode the sound file with it (macOS: brew install ffmpeg)");
    }
    expect(pipeline("video-classification").requirements).toEqual({ install: ["pip install -U transformers", "pip install av"], env: [] });
    // Not the direct-loading snippet, which reads no sound file; not another task's pipeline.
    const direct = getLibrarySnippets({ id: "acme/m", library_name: "transformers", pipeline_tag: "automatic-speech-recognition" }).find((s) => s.template.endsWith("/direct.hbs"))!;
    expect(direct.requirements.system).toBeUndefined();
    expect(pipeline("text-classification").requirements.system).toBeUndefined();
    expect(pipeline("document-question-answering").requirements).toEqual({ install: ["pip install -U transformers"], env: [] });
  });

  it("states the floor a feature needs (SparseEncoder: sentence-transformers 5)", () => {
    const sparse = libraryCases.flatMap((c) => getLibrarySnippets(c.model)).find((s) => s.template.endsWith("sentence-transformers/sparse.hbs"));
    expect(sparse?.requirements.install).toEqual(['pip install -U "sentence-transformers>=5"']);
  });
});

describe("requirement lines", () => {
  it("writes installs per package manager and exports with their description", () => {
    expect(installCommand("python", "openai")).toBe("pip install openai");
    expect(installCommand("js", "openai", "4.0.0")).toBe('npm install "openai@>=4.0.0"');
    expect(() => installCommand("go", "x")).toThrow(/no package manager/);
    expect(requirementLines({ install: ["pip install openai"], env: [{ name: "HF_TOKEN", description: "a token" }] })).toEqual(["pip install openai", "export HF_TOKEN=...  # a token"]);
  });

  it("puts a package of the operating system first, with apt, what it is for, and Homebrew's name", () => {
    const system = [{ apt: "tesseract-ocr", brew: "tesseract", name: "tesseract", why: "reads the words of a page" }];
    expect(requirementLines({ install: ["pip install pytesseract"], env: [], system })).toEqual([
      "sudo apt-get install tesseract-ocr  # tesseract: reads the words of a page (macOS: brew install tesseract)",
      "pip install pytesseract",
    ]);
  });
});
