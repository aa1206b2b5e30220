// Library snippets' requirements come from the catalogue alone (catalogue/libraries.yaml `install` and `needs`),
// never from rendered text; a library's install step (its `install` template) prints the same commands.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { resetTemplateSources, setTemplateSource } from "../render/templates.ts";
import { getLibrarySnippets } from "./index.ts";

const ROOT = join(import.meta.dirname, "../..");

/**
 * Libraries whose install step prints other commands than their data, with why. PaddleOCR's step installs
 * paddleocr and says in a comment to install PaddlePaddle for the user's platform first; the data installs both.
 */
const STEP_DIFFERS: Record<string, string> = { PaddleOCR: "the step leaves PaddlePaddle to the user's platform, in a comment" };

/** The commands of an install step: its lines that are neither blank nor comments. */
const stepCommands = (content: string) => content.split("\n").filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));

describe("library requirements from the catalogue", () => {
  it("a command with the record's id or name gives each record its own commands, each value one shell word", () => {
    const commands = (id: string) => getLibrarySnippets({ id, library_name: "spacy" }).find((s) => s.template === "python/spacy/usage.hbs")!.requirements.install;
    expect(commands("acme/first")).toEqual(["pip install 'https://huggingface.co/acme/first/resolve/main/first-any-py3-none-any.whl'"]);
    expect(commands("acme/second")[0]).toContain("acme/second");
    const depthPro = getLibrarySnippets({ id: "acme/depth.v2", library_name: "depth-pro" }).find((s) => !s.template.endsWith("/install.hbs"))!;
    expect(depthPro.requirements.install).toEqual(["pip install git+https://github.com/apple/ml-depth-pro", "hf download 'acme/depth.v2' --local-dir checkpoints"]);
  });

  it("commands that read nothing of the record are shared, frozen", () => {
    const [a, b] = ["acme/one", "acme/two"].map((id) => getLibrarySnippets({ id, library_name: "anemoi" }).find((s) => !s.template.endsWith("/install.hbs"))!);
    expect(a!.requirements).toBe(b!.requirements);
    expect(Object.isFrozen(a!.requirements.install)).toBe(true);
    expect(a!.requirements.install).toEqual(['pip install "anemoi-inference[huggingface]"']);
  });

  it("a gated repository's snippets need a token, its install step nothing; with what the task needs beside", () => {
    const snippets = (library_name: string, pipeline_tag?: string) => getLibrarySnippets({ id: "acme/m", library_name, pipeline_tag, gated: "auto" });
    const [step, usage] = [snippets("anemoi").find((s) => s.template.endsWith("/install.hbs"))!, snippets("anemoi").find((s) => !s.template.endsWith("/install.hbs"))!];
    expect(step.requirements).toEqual({ install: [], env: [] });
    expect(usage.requirements.env.map((v) => v.name)).toEqual(["HF_TOKEN"]);
    const audio = snippets("transformers", "automatic-speech-recognition").find((s) => s.template.endsWith("/pipeline.hbs"))!;
    expect(audio.requirements.env.map((v) => v.name)).toEqual(["HF_TOKEN"]);
    expect(audio.requirements.system?.map((p) => p.name)).toEqual(["ffmpeg"]);
    expect(Object.isFrozen(audio.requirements)).toBe(true);
    const spacy = getLibrarySnippets({ id: "acme/first", library_name: "spacy", gated: "manual" }).find((s) => s.template === "python/spacy/usage.hbs")!;
    expect(spacy.requirements.env.map((v) => v.name)).toEqual(["HF_TOKEN"]);
  });

  it("are not read from the rendered install step: an edited install template leaves them as the catalogue says", () => {
    const commands = () => getLibrarySnippets({ id: "acme/one", library_name: "anemoi" }).find((s) => !s.template.endsWith("/install.hbs"))!.requirements.install;
    try {
      setTemplateSource("sh/anemoi/install", "pip install anemoi-edited\n");
      expect(commands()).toEqual(['pip install "anemoi-inference[huggingface]"']);
    } finally {
      resetTemplateSources();
    }
  });

  it("every golden case's install step prints the commands its library's other snippets require", () => {
    let steps = 0;
    for (const file of fg.sync("golden/cases/libraries/**/*.yaml", { cwd: ROOT }).sort()) {
      const snippets = getLibrarySnippets((parse(readFileSync(join(ROOT, file), "utf8")) as { model: unknown }).model);
      const step = snippets.find((s) => s.template.endsWith("/install.hbs"));
      if (!step || STEP_DIFFERS[file.split("/")[3]!] !== undefined) continue;
      steps++;
      expect(step.requirements.install, `${file}: the install step itself needs nothing`).toEqual([]);
      for (const s of snippets) {
        if (s === step || s.template.includes("/fallback/")) continue;
        expect(s.requirements.install, `${file} ${s.template}`).toEqual(stepCommands(step.content));
      }
    }
    expect(steps).toBeGreaterThan(40);
    // The exception still differs (else it leaves the list).
    const paddle = getLibrarySnippets({ id: "PaddlePaddle/PP-DocLayout-L", library_name: "PaddleOCR", tags: ["layout_detection"] });
    expect(stepCommands(paddle.find((s) => s.template.endsWith("/install.hbs"))!.content)).toEqual(["pip install paddleocr"]);
  });
});
