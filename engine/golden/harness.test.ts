import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import fg from "fast-glob";
import { compare, formatCheck, isClean, listOutputFiles, recoverInterruptedUpdate, update } from "./harness.ts";
import { formatReport } from "./report.ts";

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function snapshot(): Record<string, string> {
  return Object.fromEntries(
    fg.sync("**/*", { cwd: root, dot: true }).sort().map((p) => [p, readFileSync(join(root, p), "utf8")]),
  );
}

const classifier = `description: A classifier.\nmodel:\n  id: acme/classifier\n  pipeline_tag: text-classification\n`;
const asr = `description: Speech.\nmodel:\n  id: acme/asr\n  pipeline_tag: automatic-speech-recognition\n`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "golden-"));
  write("cases/basic/classifier.yaml", classifier);
  write("cases/basicAudio/asr.yaml", asr);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("golden harness", () => {
  it("reports missing files, then update writes them and check is clean", () => {
    const before = compare({ root });
    expect(before.missing.map((m) => m.path)).toContain("basic/classifier/python/requests/hf-inference.py");
    expect(isClean(before)).toBe(false);
    update({ root });
    const after = compare({ root });
    expect(isClean(after)).toBe(true);
    expect(after.unchanged.length).toBe(before.missing.length);
  });

  it("shows a unified diff for a changed file and lists orphans", () => {
    update({ root });
    const file = "basic/classifier/sh/curl/hf-inference.sh";
    write(file, readFileSync(join(root, file), "utf8").replace("-X POST", "-X PUT"));
    write("basic/classifier/sh/curl/stale.sh", "echo stale\n");
    const c = compare({ root });
    expect(c.changed.map((x) => x.path)).toEqual([file]);
    expect(c.changed[0]!.diff).toContain("-    -X PUT");
    expect(c.changed[0]!.diff).toContain("+    -X POST");
    expect(c.orphaned.map((x) => x.path)).toEqual(["basic/classifier/sh/curl/stale.sh"]);
    expect(formatCheck(c)).toMatch(/1 differ, 0 missing, 1 orphaned/);
    const report = formatReport(c);
    expect(report).toContain("| 2 |");
    expect(report).toContain(
      "<details><summary>changed: <code>golden/basic/classifier/sh/curl/hf-inference.sh</code> (case <code>golden/cases/basic/classifier.yaml</code>, template <code>templates/sh/curl/_default.hbs</code>)",
    );
    update({ root });
    expect(existsSync(join(root, "basic/classifier/sh/curl/stale.sh"))).toBe(false);
    expect(isClean(compare({ root }))).toBe(true);
  });

  it("filters cases by glob", () => {
    const c = compare({ root, filter: "basicAudio/*" });
    expect(c.cases.map((x) => x.goldenCase.name)).toEqual(["basicAudio/asr"]);
    expect(c.missing.every((m) => m.path.startsWith("basicAudio/"))).toBe(true);
  });

  it("writes nothing when any case fails to render", () => {
    update({ root });
    write("basic/classifier/sh/curl/hf-inference.sh", "changed\n");
    write("cases/basic/broken.yaml", "description: Broken.\nmodel:\n  id: acme/x\n  pipeline_tag: text-classification\nproviders: [nope]\n");
    const before = snapshot();
    expect(() => update({ root })).toThrow(/golden\/cases\/basic\/broken\.yaml: options\.provider: Unknown provider "nope"/);
    expect(snapshot()).toEqual(before);
  });

  it("rolls back an update interrupted during the swap", () => {
    update({ root });
    write("basic/classifier/sh/curl/hf-inference.sh", "old basic\n");
    write("basicAudio/asr/sh/curl/hf-inference.sh", "old audio\n");
    const before = snapshot();
    let swapped = 0;
    expect(() =>
      update({ root }, (step) => {
        if (step === "swapping" && ++swapped === 2) throw new Error("power cut");
      }),
    ).toThrow("power cut");
    expect(recoverInterruptedUpdate(root)).toBe(true);
    expect(snapshot()).toEqual(before);
    update({ root });
    expect(isClean(compare({ root }))).toBe(true);
  });

  it("reports a malformed case with file, line and column", () => {
    write("cases/basic/bad.yaml", "description: x\nmodel: [unclosed\n");
    expect(() => compare({ root })).toThrow(/golden\/cases\/basic\/bad\.yaml:\d+:\d+: /);
  });

  it("reports a case of the wrong shape naming the field", () => {
    write("cases/basic/bad.yaml", "description: x\nmodel:\n  id: acme/x\noptions:\n  streaming: yes please\n");
    expect(() => compare({ root })).toThrow(/golden\/cases\/basic\/bad\.yaml: options\.streaming: /);
  });

  it("ignores its own cases folder when listing outputs", () => {
    update({ root });
    expect(listOutputFiles(root).some((p) => p.startsWith("cases/"))).toBe(false);
  });
});
