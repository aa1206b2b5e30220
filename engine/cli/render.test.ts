// `snippets render` warns of a record field that is a near miss of one snippets read: the record still
// validates (other fields are allowed), so without the warning a misspelt pipeline tag gave "No snippet"
// and exit 0, and nothing said why.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scratchDir } from "./main.test-run.ts";
import { renderCommand } from "./render.ts";

const dir = scratchDir("cli-render-");

async function render(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await renderCommand(argv, (s) => void (out += s), (s) => void (err += s));
  return { code, out, err };
}

describe("render: a misspelt record field", () => {
  it("warns on stderr with the field it is close to, and renders what the record has", async () => {
    const file = join(dir, "misspelt.yaml");
    writeFileSync(file, "id: acme/classifier\npipline_tag: text-classification\nlibraryName: transformers\n");
    const r = await render(file);
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      `snippets render: warning: ${file}: pipline_tag: not a field snippets read; did you mean "pipeline_tag"?\n` +
        `snippets render: warning: ${file}: libraryName: not a field snippets read; did you mean "library_name"?\n`,
    );
    expect(r.out).toBe("No snippet for acme/classifier with these options.\n");
  });

  it("says nothing of fields spelt right, of the hub's other fields, nor of a far-off one", async () => {
    const file = join(dir, "fine.json");
    writeFileSync(file, JSON.stringify({ id: "acme/classifier", _id: "6650", pipeline_tag: "text-classification", gated: false, downloads: 3, likes: 1, sha: "abc", private: false, notes: "mine" }));
    const r = await render(file, "--language", "sh");
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(r.out).toContain("inference: sh/curl");
  });

  it("warns beside a record that renders (a near miss of a field the record also lacks)", async () => {
    const file = join(dir, "tag.yaml");
    writeFileSync(file, "id: acme/classifier\npipeline_tag: text-classification\ntag: [a]\n");
    const r = await render(file, "--language", "sh");
    expect(r.err).toBe(`snippets render: warning: ${file}: tag: not a field snippets read; did you mean "tags"?\n`);
    expect(r.out).toContain("inference: sh/curl");
  });
});
