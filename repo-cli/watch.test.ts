import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { update, type Comparison } from "../engine/golden/harness.ts";
import { getTemplateSource, resetTemplateSources } from "../engine/render/templates.ts";
import { watchGolden } from "./watch.ts";
import { scaled } from "../verify/machine-load.ts";

const dir = mkdtempSync(join(tmpdir(), "watch-"));
const root = join(dir, "golden");
const templatesDir = join(dir, "templates");
const catalogueDir = join(dir, "catalogue");
afterAll(() => {
  resetTemplateSources();
  rmSync(dir, { recursive: true, force: true });
});

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

describe("snippets golden --watch", () => {
  it("checks every case, then only the cases a template or case change affects, and a fresh full check on a catalogue change", async () => {
    write(join(root, "cases/basic/classifier.yaml"), "description: A classifier.\nmodel:\n  id: acme/classifier\n  pipeline_tag: text-classification\n");
    write(join(root, "cases/basic/asr.yaml"), "description: Speech.\nmodel:\n  id: acme/asr\n  pipeline_tag: automatic-speech-recognition\n");
    write(join(root, "cases/libraries/timm/model.yaml"), "description: A timm model.\nmodel:\n  id: timm/resnet50.a1_in1k\n  library_name: timm\n  tags: [timm, image-classification]\n");
    mkdirSync(catalogueDir, { recursive: true });
    mkdirSync(templatesDir, { recursive: true });
    update({ root });

    const checks: { scope: string; c: Comparison }[] = [];
    let fresh = 0;
    let out = "";
    const controller = new AbortController();
    let next: (() => void) | undefined;
    const checked = () => new Promise<void>((resolve) => (next = resolve));
    const first = checked();
    const running = watchGolden(
      {
        root,
        templatesDir,
        catalogueDir,
        signal: controller.signal,
        settle: 20,
        onCheck: (c, scope) => {
          checks.push({ scope, c });
          next?.();
        },
        freshCheck: () => {
          fresh++;
          next?.();
          return 1;
        },
      },
      (s) => void (out += s),
    );
    await first;
    expect(checks[0]!.c.cases).toHaveLength(3);
    expect(checks[0]!.c.changed).toEqual([]);

    // A template edit (a partial of sh/curl): only the cases rendering from sh/curl are checked, and they show the change.
    let wait = checked();
    write(join(templatesDir, "sh/curl/_request.hbs"), getTemplateSource("sh/curl/_request")!.replace("    -X POST \\", "    --request POST \\"));
    await wait;
    const edit = checks.at(-1)!;
    expect(edit.scope).toMatch(/^templates\/sh\/curl\/ → 2 cases$/);
    expect(edit.c.cases.map((r) => r.goldenCase.name).sort()).toEqual(["basic/asr", "basic/classifier"]);
    expect(edit.c.changed.map((x) => x.path).sort()).toEqual(["basic/asr/sh/curl/hf-inference.sh", "basic/classifier/sh/curl/hf-inference.sh"]);
    expect(out).toContain("+    --request POST \\");

    // A case edit: that case alone.
    wait = checked();
    const caseFile = join(root, "cases/libraries/timm/model.yaml");
    write(caseFile, readFileSync(caseFile, "utf8").replace("timm/resnet50.a1_in1k", "timm/vit_base_patch16_224.augreg2_in21k_ft_in1k"));
    await wait;
    expect(checks.at(-1)!.c.cases.map((r) => r.goldenCase.name)).toEqual(["libraries/timm/model"]);
    expect(checks.at(-1)!.c.changed.length).toBeGreaterThan(0);

    // The catalogue is loaded once per process: a full check in a fresh one.
    wait = checked();
    write(join(catalogueDir, "libraries.yaml"), "timm: {}\n");
    await wait;
    expect(fresh).toBe(1);

    // The last check's exit code: the fresh check's.
    controller.abort();
    expect(await running).toBe(1);
  }, scaled(60_000));
});
