import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { DocsExamples } from "../catalogue/docs-examples.ts";
import { main } from "../repo-cli/main.ts";
import { buildDocs } from "./pages.ts";
import { writePages } from "./write.ts";

const work = mkdtempSync(join(tmpdir(), "docs-pages-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = async (...argv: string[]) => {
  let out = "";
  let err = "";
  const code = await main(argv, (s) => void (out += s), (s) => void (err += s));
  return { code, out, err };
};

/** Every file under a folder, relative path → content. */
function tree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const page of ["index.md", ...["tasks", "providers"].flatMap((d) => (existsSync(join(dir, d)) ? readdirSync(join(dir, d)).sort().map((f) => `${d}/${f}`) : []))]) {
    out.set(page, readFileSync(join(dir, page), "utf8"));
  }
  return out;
}

const FLUX = "black-forest-labs/FLUX.1-dev";
/** Examples that cannot all be shown: a retired provider, a task the provider does not serve, a staging entry, an unknown task. */
const sturdy: DocsExamples = {
  "not-a-task": { "fal-ai": { model: "acme/model" } },
  "object-detection": { "hf-inference": { model: "facebook/detr-resnet-50" } },
  "text-to-image": {
    cerebras: { model: FLUX },
    "fal-ai": { model: FLUX, providerId: "fal-ai/flux/dev" },
    hyperbolic: { model: FLUX },
    replicate: { model: FLUX, providerId: "black-forest-labs/flux-dev", status: "staging" },
  },
};

describe("snippets docs", () => {
  it("writes a page per served task and per provider, plus an index, byte-identical on a second run", async () => {
    const first = await run("docs", "--out", join(work, "a"));
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^docs: \d+ pages \(\d+ tasks, \d+ providers, index\): \d+ examples, \d+ snippets/);
    const second = await run("docs", "--out", join(work, "b"));
    expect(second.code).toBe(0);
    const a = tree(join(work, "a"));
    const b = tree(join(work, "b"));
    expect(a.size).toBeGreaterThan(40);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [path, content] of a) expect(b.get(path), path).toBe(content);
    expect(a.get("tasks/text-to-image.md")).toContain("### fal\n");
    expect(a.get("providers/fal-ai.md")).toContain("## Text-to-Image\n");
    expect(a.get("index.md")).toContain("[Text-to-Image](tasks/text-to-image.md)");
  });

  it("builds the real catalogue's examples without a warning", () => {
    expect(buildDocs().warnings).toEqual([]);
  });

  it("leaves out what cannot be shown, each with a warning, and builds the rest", () => {
    const build = buildDocs({ examples: sturdy });
    expect(build.warnings).toEqual([
      expect.stringMatching(/^catalogue\/docs-examples\.yaml: not-a-task\.fal-ai: left out: "not-a-task" is not a task of the catalogue$/),
      expect.stringMatching(/text-to-image\.cerebras: left out: .*does not serve text-to-image \(task-not-served\)$/),
      expect.stringMatching(/text-to-image\.hyperbolic: left out: .*retired on 2026-07-01 \(retired-provider\)$/),
      expect.stringMatching(/text-to-image\.replicate: left out: the mapping entry is staging/),
    ]);
    expect(build.sections.map((s) => `${s.docsCase.task}/${s.docsCase.provider}`)).toEqual(["object-detection/hf-inference", "text-to-image/fal-ai"]);
    const page = build.pages.get("tasks/text-to-image.md")!;
    expect(page).toContain("### fal\n");
    expect(page).toContain("fal-ai/flux/dev");
    expect(page).not.toMatch(/### (Replicate|Cerebras|Hyperbolic)/);
  });

  it("--strict fails on a warning and writes nothing; without it the same build writes its pages", async () => {
    const file = join(work, "sturdy.yaml");
    writeFileSync(file, JSON.stringify(sturdy));
    const strict = await run("docs", "--out", join(work, "strict"), "--examples", file, "--strict");
    expect(strict.code).toBe(1);
    expect(strict.out).toMatch(/^error: .*hyperbolic: left out/m);
    expect(strict.out).toMatch(/4 examples left out: --strict fails the build, nothing written/);
    expect(existsSync(join(work, "strict"))).toBe(false);
    const lenient = await run("docs", "--out", join(work, "lenient"), "--examples", file);
    expect(lenient.code).toBe(0);
    expect(lenient.out).toMatch(/^warning: .*hyperbolic: left out/m);
    expect(readFileSync(join(work, "lenient", "tasks", "text-to-image.md"), "utf8")).toContain("fal-ai/flux/dev");
  });

  it("--html writes the static site: a page per Markdown page, the script and stylesheet bundled, no inline script", async () => {
    const html = await run("docs", "--out", join(work, "html"), "--html");
    expect(html.err).toBe("");
    expect(html.code).toBe(0);
    const index = readFileSync(join(work, "html", "index.html"), "utf8");
    expect(index).toContain('<a href="tasks/text-to-image.html">Text-to-Image</a>');
    expect(index).toMatch(/<script type="module" crossorigin src="\.\/assets\/site-[\w-]+\.js"><\/script>/);
    expect(index).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const task = readFileSync(join(work, "html", "tasks", "text-to-image.html"), "utf8");
    expect(task).toContain('role="tablist"');
    expect(readdirSync(join(work, "html", "assets")).map((f) => f.replace(/-[\w-]+\./, ".")).sort()).toEqual(["site.css", "site.js"]);
  });

  it("refuses bad input with exit 2 naming the problem", async () => {
    expect((await run("docs")).err).toMatch(/--out <dir> is required/);
    const typo = await run("docs", "--out", join(work, "x"), "--language", "pyhton");
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/unknown language "pyhton".*did you mean "python"/);
    const bad = join(work, "bad.yaml");
    writeFileSync(bad, "text-to-image:\n  fal-ai:\n    modle: a/b\n");
    const invalid = await run("docs", "--out", join(work, "x"), "--examples", bad);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toContain(`${bad}: text-to-image.fal-ai`);
  });

  it("replaces its previous pages and refuses a folder holding other files", () => {
    const dir = join(work, "own");
    mkdirSync(join(dir, "tasks"), { recursive: true });
    writeFileSync(join(dir, "tasks", "gone.md"), "old\n");
    writePages(dir, new Map([["index.md", "# new\n"]]));
    expect(existsSync(join(dir, "tasks", "gone.md"))).toBe(false);
    expect(readFileSync(join(dir, "index.md"), "utf8")).toBe("# new\n");
    writeFileSync(join(dir, "notes.txt"), "mine\n");
    expect(() => writePages(dir, new Map([["index.md", "# newer\n"]]))).toThrow(/holds notes\.txt that are not this command's/);
    expect(readFileSync(join(dir, "index.md"), "utf8")).toBe("# new\n");
  });
});
