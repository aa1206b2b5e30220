import { describe, expect, it } from "vitest";
import { MODEL_LIBRARIES_UI_ELEMENTS, PIPELINE_DATA } from "@huggingface/tasks";
import { driftCommand } from "../../repo-cli/drift.ts";
import { libraries } from "../libraries.ts";
import { CatalogueError } from "../load.ts";
import { pipelines } from "../pipelines.ts";
import { checkAllowList } from "./allow.ts";
import { compareTables, compareValue } from "./compare.ts";
import { DRIFT_SECTIONS, driftCount, formatDriftReport, hasDrift, loadAllowList, runDrift } from "./index.ts";
import { quantNames } from "./quantisation.ts";
import { formatDifference, type DriftSection } from "./types.ts";

const ids = DRIFT_SECTIONS.map((s) => s.id);

describe("the catalogue at the pinned hub packages", () => {
  const report = runDrift(DRIFT_SECTIONS, loadAllowList(ids));

  it.each(DRIFT_SECTIONS.map((s) => s.id))("%s: no drift beyond the allow-list", (id) => {
    const section = report.sections.find((s) => s.id === id)!;
    expect(section.differences.map(formatDifference)).toEqual([]);
  });

  it("has no stale allow-list entry", () => {
    expect(report.stale).toEqual([]);
    expect(hasDrift(report)).toBe(false);
  });

  it("holds every library and every pipeline the hub has", () => {
    expect(Object.keys(libraries)).toEqual(expect.arrayContaining(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS)));
    expect(Object.keys(pipelines).sort()).toEqual(Object.keys(PIPELINE_DATA).sort());
  });
});

describe("sections", () => {
  it("report a changed hub value", () => {
    // Swap one of the hub's facts for another and the libraries section must notice.
    const hub = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, { docsUrl?: string }>;
    const saved = hub.timm.docsUrl;
    hub.timm.docsUrl = "https://example.org/moved";
    try {
      const lines = DRIFT_SECTIONS.find((s) => s.id === "libraries")!.compare().map(formatDifference);
      expect(lines).toContain(`libraries.timm.docsUrl: ${JSON.stringify(saved)} → "https://example.org/moved"`);
    } finally {
      hub.timm.docsUrl = saved;
    }
  });

  it("read the quant names out of a parser's regex", () => {
    expect(quantNames(/(?<prefix>UD-)?(?<quant>Q8_0|F16|BF16)(_(?<sizeVariation>[A-Z]+))?/)).toEqual(["BF16", "F16", "Q8_0"]);
    expect(() => quantNames(/Q4_0/)).toThrow(/no \(\?<quant>…\) group/);
  });
});

describe("compare helpers", () => {
  it("name keys only one side has, then compare the shared ones", () => {
    const out = compareTables("t", { a: 1, b: 2 }, { b: 3, c: 4 }, compareValue);
    expect(out.map(formatDifference)).toEqual(["t.a: (present) → (absent)", "t.b: 2 → 3", "t.c: (absent) → (present)"]);
  });

  it("compare objects whatever their key order", () => {
    expect(compareValue("x", { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toEqual([]);
    expect(compareValue("x", [1, 2], [2, 1])).toHaveLength(1);
  });
});

describe("runDrift and the allow-list", () => {
  const section: DriftSection = {
    id: "fake",
    source: "test",
    compare: () => [
      { what: "fake.a", ours: "x", theirs: "y" },
      { what: "fake.b", ours: undefined, theirs: 1 },
    ],
  };

  it("sets allowed differences aside and reports the rest", () => {
    const report = runDrift([section], [{ section: "fake", what: "fake.a", reason: "kept on purpose, see the test" }]);
    expect(driftCount(report)).toBe(1);
    expect(report.sections[0].allowed).toHaveLength(1);
    const text = formatDriftReport(report, { verbose: true });
    expect(text).toContain('  fake.b: (absent) → 1\n');
    expect(text).toContain('allowed: fake.a: "x" → "y" (kept on purpose, see the test)');
    expect(text).toMatch(/drift: 1 difference\n$/);
  });

  it("reports an entry that matches nothing as stale", () => {
    const entry = { section: "fake", what: "fake.gone", reason: "the hub used to differ here" };
    const report = runDrift([{ ...section, compare: () => [] }], [entry]);
    expect(driftCount(report)).toBe(0);
    expect(report.stale).toEqual([entry]);
    expect(hasDrift(report)).toBe(true);
    expect(formatDriftReport(report)).toContain("stale allow-list entry: fake fake.gone");
  });

  it("ignores entries of sections that did not run", () => {
    const report = runDrift([section], [{ section: "other", what: "x", reason: "belongs to another section" }]);
    expect(report.stale).toEqual([]);
  });

  it("rejects unknown sections and repeated entries, naming the file and the entry", () => {
    const entry = { section: "fake", what: "fake.a", reason: "kept on purpose, see the test" };
    expect(() => checkAllowList([{ ...entry, section: "nope" }], ["fake"])).toThrow(CatalogueError);
    expect(() => checkAllowList([{ ...entry, section: "nope" }], ["fake"])).toThrow(
      'catalogue/drift-allow.yaml: [0].section: unknown section "nope"; sections: fake',
    );
    expect(() => checkAllowList([entry, entry], ["fake"])).toThrow('catalogue/drift-allow.yaml: [1].what: "fake.a" is listed twice');
  });
});

describe("snippets drift", () => {
  async function run(...argv: string[]) {
    let out = "";
    const code = await driftCommand(argv, (s) => void (out += s));
    return { code, out };
  }

  it("exits 0 and says so when nothing drifted", async () => {
    const { code, out } = await run();
    expect(out).toMatch(/no drift\n$/);
    expect(code).toBe(0);
  });

  it("runs the named sections only", async () => {
    const { out } = await run("pipelines");
    expect(out).toMatch(/^pipelines \(/);
    expect(out).not.toContain("libraries (");
  });

  it("prints JSON", async () => {
    const { out } = await run("tasks", "--json");
    expect(JSON.parse(out).sections[0].id).toBe("tasks");
  });

  it("rejects an unknown section", async () => {
    await expect(run("nope")).rejects.toThrow(/unknown section "nope"; sections: libraries, tasks, pipelines, quantisation/);
  });
});
