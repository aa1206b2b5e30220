import { describe, expect, it } from "vitest";
import { cycleReach, includedPartials, partialCycles } from "./partial-cycles.ts";

describe("partial include cycles", () => {
  it("reads the partials a template includes by name", () => {
    expect(includedPartials(`{{> _a}} {{~> "_b" x=1}} {{#> _c}}x{{/_c}} {{> notices/_gated}} {{> (lookup . "n")}} {{a > b}}`)).toEqual(["_a", "_b", "_c", "notices/_gated"]);
  });

  it("finds a self-include and a cycle of two, each once, within a folder only", () => {
    const cycles = partialCycles({
      "py/c/_default": "{{> _x}}",
      "py/c/_x": "{{> _y}}",
      "py/c/_y": "{{#if more}}{{> _x}}{{/if}}",
      "py/c/_self": "{{> _self}}",
      "py/other/_x": "{{> _y}}",
      "py/other/_z": "{{> _missing}}",
    });
    expect(cycles.map((c) => c.message).sort()).toEqual([
      "templates/py/c/_self.hbs: partials include each other in a cycle, _self → _self (not rendered: it would recurse without end)",
      "templates/py/c/_x.hbs: partials include each other in a cycle, _x → _y → _x (not rendered: it would recurse without end)",
    ]);
  });

  it("follows a language-wide partial (notices/_name) across folders", () => {
    const cycles = partialCycles({ "py/c/_default": "{{> notices/_gated}}", "py/notices/_gated": "{{> notices/_more}}", "py/notices/_more": "{{> notices/_gated}}" });
    expect(cycles.map((c) => c.message)).toEqual(["templates/py/notices/_gated.hbs: partials include each other in a cycle, _gated → _more → _gated (not rendered: it would recurse without end)"]);
    expect([...cycleReach({ "py/c/_default": "{{> notices/_gated}}", "py/notices/_gated": "{{> notices/_gated}}" }, cycles).keys()]).toContain("py/c/_default");
  });

  it("says which templates reach a cycle, through other partials too", () => {
    const sources = { "py/c/_default": "{{> _mid}}", "py/c/_mid": "{{> _x}}", "py/c/_x": "{{> _x}}", "py/c/_alone": "text" };
    const reach = cycleReach(sources, partialCycles(sources));
    expect([...reach.keys()].sort()).toEqual(["py/c/_default", "py/c/_mid", "py/c/_x"]);
  });

  it("finds none among the project's templates", async () => {
    const { listTemplates, getTemplateSource } = await import("../../engine/index.ts");
    expect(partialCycles(Object.fromEntries(listTemplates().map((k) => [k, getTemplateSource(k)!])))).toEqual([]);
  });
});
