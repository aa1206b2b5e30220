// The incremental re-render must give exactly what a full render gives, for any template edit.
import { afterAll, describe, expect, it } from "vitest";
import { getTemplateSource, listTemplates, resetTemplateSources } from "../../engine/index.ts";
import { caseFiles, loadGoldenOutputs, parseCaseFiles } from "./golden-files.ts";
import { RenderCache } from "./render-cache.ts";
import { compareRenders, renderCases, type CaseRender } from "./workspace.ts";

const { cases, problems } = parseCaseFiles(caseFiles);
const disk = Object.fromEntries(listTemplates().map((key) => [key, getTemplateSource(key)!]));

function snapshot(renders: CaseRender[]) {
  return renders.map((r) => ({ name: r.goldenCase.name, error: r.error, outputs: Object.fromEntries(r.outputs) }));
}

afterAll(() => resetTemplateSources());

describe("RenderCache", () => {
  const cache = new RenderCache(cases);

  it("starts with a full render of every case, the same as the CLI's (every golden file matches)", async () => {
    expect(problems).toEqual([]);
    const update = cache.update(disk);
    expect(update.mode).toBe("full");
    expect(update.cases).toBe(cases.length);
    expect(snapshot(update.renders)).toEqual(snapshot(renderCases(cases)));
    // The golden files on disk are what the playground compares with.
    const onDisk = await loadGoldenOutputs();
    const summary = compareRenders(update.renders, onDisk);
    expect(summary.entries.length).toBeGreaterThanOrEqual(Object.keys(onDisk).length);
    expect(summary.errors).toEqual([]);
    expect(summary.entries.filter((e) => e.status !== "same").map((e) => `${e.status}: ${e.path}`)).toEqual([]);
  });

  const edits: [string, (s: string) => string][] = [
    ["python/requests/_default", (s) => `# edited\n${s}`],
    ["js/fetch/_default", (s) => `${s}// edited default\n`],
    ["sh/curl/_request", (s) => s.replace("curl", "curl --silent")],
    ["python/huggingface_hub/conversational", (s) => `{{! a comment }}${s}`],
    ["python/huggingface_hub/_client", (s) => `# edited partial\n${s}`],
  ];
  const library = listTemplates().find((k) => k.startsWith("python/transformers/"));
  if (library) edits.push([library, (s) => `# library edit\n${s}`]);

  it.each(edits)("re-renders %s incrementally, as a full render would", (key, edit) => {
    const source = disk[key];
    expect(source, key).toBeDefined();
    const update = cache.update({ ...disk, [key]: edit(source) });
    expect(update.mode).toBe("incremental");
    expect(update.cases).toBeGreaterThan(0);
    expect(update.cases).toBeLessThan(cases.length);
    expect(snapshot(update.renders)).toEqual(snapshot(renderCases(cases)));
    const back = cache.update(disk);
    expect(snapshot(back.renders)).toEqual(snapshot(renderCases(cases)));
  });

  it("a new template for one kind overrides the client's default for that kind only", () => {
    const key = "python/requests/basic";
    expect(disk[key]).toBeUndefined();
    const update = cache.update({ ...disk, [key]: `# basic only\n${disk["python/requests/_default"]}` });
    expect(update.mode).toBe("incremental");
    expect(snapshot(update.renders)).toEqual(snapshot(renderCases(cases)));
    const outputs = update.renders.flatMap((r) => [...r.outputs].filter(([path]) => path.includes("/python/requests/")));
    expect(outputs.some(([path, text]) => path.startsWith("basic/") && text.startsWith("# basic only"))).toBe(true);
    expect(outputs.some(([path, text]) => !path.startsWith("basic/") && text.startsWith("# basic only"))).toBe(false);
    const back = cache.update(disk);
    expect(snapshot(back.renders)).toEqual(snapshot(renderCases(cases)));
  });

  it("reports a broken template on the cases that use it, and recovers when it is fixed", () => {
    const key = "python/requests/_default";
    const broken = cache.update({ ...disk, [key]: `{{#if url}}${disk[key]}` });
    const failing = broken.renders.filter((r) => r.error);
    expect(failing.length).toBeGreaterThan(0);
    expect(failing[0].error).toContain(`templates/${key}.hbs`);
    expect(snapshot(broken.renders)).toEqual(snapshot(renderCases(cases)));
    const fixed = cache.update(disk);
    expect(fixed.renders.filter((r) => r.error)).toEqual([]);
    expect(snapshot(fixed.renders)).toEqual(snapshot(renderCases(cases)));
  });

  it("a partial that includes itself: every case that reaches it fails with one line naming the cycle, nothing recurses; fixed, all recover", () => {
    const key = "python/requests/_request";
    const cyclic = cache.update({ ...disk, [key]: `${disk[key]}{{> _request}}` });
    const failing = cyclic.renders.filter((r) => r.error);
    expect(failing.length).toBeGreaterThan(0);
    const message = `templates/${key}.hbs: partials include each other in a cycle, _request → _request (not rendered: it would recurse without end)`;
    expect(new Set(failing.map((r) => r.error))).toEqual(new Set(failing.map((r) => `${r.goldenCase.file}: ${message}`)));
    // Only cases rendering from that folder fail.
    expect(cyclic.renders.filter((r) => !r.error).length).toBeGreaterThan(0);
    expect(cache.cycleMessages).toEqual([message]);
    const fixed = cache.update(disk);
    expect(fixed.renders.filter((r) => r.error)).toEqual([]);
    expect(snapshot(fixed.renders)).toEqual(snapshot(renderCases(cases)));
    expect(cache.cycleMessages).toEqual([]);
  });

  it("renders every case from scratch with the templates as wanted now, an edit not yet updated included", () => {
    const key = "python/requests/_default";
    const edited = { ...disk, [key]: `# edited before the full render\n${disk[key]}` };
    const full = cache.renderAll(edited);
    expect(full.mode).toBe("full");
    expect(full.cases).toBe(cases.length);
    const fromKey = full.renders.flatMap((r) => [...r.outputs].filter(([path]) => String(r.templates.get(path)).includes(key)));
    expect(fromKey.length).toBeGreaterThan(0);
    expect(fromKey.filter(([, text]) => !text.includes("# edited before the full render\n")).map(([path]) => path)).toEqual([]);
    expect(snapshot(full.renders)).toEqual(snapshot(renderCases(cases)));
    // The edit is the cache's baseline now: the same templates again change nothing.
    expect(cache.update(edited)).toBe(full);
    expect(snapshot(cache.update(disk).renders)).toEqual(snapshot(renderCases(cases)));
  });
});

describe("RenderCache in slices (the render at load)", () => {
  it("renders nothing until the slices are done, then the same as a full render, and catches up on an edit made meanwhile", () => {
    const cache = new RenderCache(cases);
    expect(cache.prepare(disk).mode).toBe("none");
    // A tiny budget: at least one case per slice, so this takes many slices.
    let slices = 1;
    while (!cache.renderSlice(0)) slices++;
    expect(slices).toBe(cases.length);
    expect(snapshot(cache.update(disk).renders)).toEqual(snapshot(renderCases(cases)));

    const sliced = new RenderCache(cases);
    const key = "python/requests/_default";
    const edited = { ...disk, [key]: `# edited while slicing\n${disk[key]}` };
    sliced.prepare(disk);
    for (let i = 0; i < 10; i++) sliced.renderSlice(0);
    sliced.prepare(edited);
    while (!sliced.renderSlice(5));
    const caught = sliced.update(edited);
    expect(caught.mode).toBe("incremental");
    expect(snapshot(caught.renders)).toEqual(snapshot(renderCases(cases)));
    expect(snapshot(sliced.update(disk).renders)).toEqual(snapshot(renderCases(cases)));
  });
});


describe("RenderCache: an update in slices (after a large paste)", () => {
  it("changes nothing shown until its slices are done, then the same as a full render; an edit made meanwhile is taken in", () => {
    const cache = new RenderCache(cases);
    const before = cache.update(disk);
    const key = "python/requests/_default";
    const first = { ...disk, [key]: `# pasted\n${disk[key]}` };
    // Begun: the update stands as it was, and is pending.
    expect(cache.update(first, { slices: true })).toBe(before);
    expect(cache.updatePending).toBe(true);
    // A tiny budget: one case passed over, or one output re-rendered, a slice: this takes many slices.
    let slices = 1;
    while (!cache.updateSlice(0)) {
      slices++;
      expect(cache.update(first, { slices: true })).toBe(before);
    }
    expect(slices).toBeGreaterThan(cases.length);
    expect(cache.updatePending).toBe(false);
    const done = cache.update(first, { slices: true });
    expect(done).not.toBe(before);
    expect(done.mode).toBe("incremental");
    expect(done.cases).toBeGreaterThan(0);
    expect(snapshot(done.renders)).toEqual(snapshot(renderCases(cases)));

    // Another edit half way through: both are in the renders once it is done (a case re-rendered with the
    // first text is rendered again with the second).
    const second = { ...disk, [key]: `# pasted again\n${disk[key]}`, "js/fetch/_default": `// and this\n${disk["js/fetch/_default"]}` };
    cache.update({ ...disk, [key]: `# half way\n${disk[key]}` }, { slices: true });
    for (let i = 0; i < cases.length / 2; i++) cache.updateSlice(0);
    cache.update(second, { slices: true });
    while (!cache.updateSlice(5));
    expect(snapshot(cache.update(second, { slices: true }).renders)).toEqual(snapshot(renderCases(cases)));

    // Without slices, a pending update is finished at once.
    cache.update(first, { slices: true });
    expect(cache.updatePending).toBe(true);
    expect(snapshot(cache.update(first).renders)).toEqual(snapshot(renderCases(cases)));
    expect(cache.updatePending).toBe(false);
    cache.update(disk);
  });
});
