// Every golden case, opened in the Snippets view by its link (`?case=X`, and `&provider=P` for each of its
// providers), shows exactly its golden files: no false "differs", none missing, none extra.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCases, listOutputFiles } from "../../engine/golden/harness.ts";
import { validateModel } from "../../engine/model.ts";
import { renderSnippets, snippetCards } from "./snippet-cards.ts";
import { controlsOf, effectiveState, isGoldenRender, snippetOptions, stateForCase } from "./snippet-state.ts";
import { DEFAULT_STATE, formatUrlState, parseUrlState } from "./url-state.ts";

const GOLDEN = resolve(import.meta.dirname, "../../golden");
const cases = loadCases({ root: GOLDEN });
const outputs = listOutputFiles(GOLDEN);
/** Each case's golden output paths (sorted), found once: each path belongs to the longest case name prefixing it. */
const outputsByCase = new Map<string, string[]>();
for (const path of outputs) {
  const name = caseOf(path);
  if (name !== undefined) outputsByCase.set(name, [...(outputsByCase.get(name) ?? []), path]);
}

/** The cards the view shows for a link, and whether it calls it the golden render. */
function view(search: string) {
  const parsed = parseUrlState(search);
  const goldenCase = cases.find((c) => c.name === parsed.case)!;
  const state = effectiveState(parsed, goldenCase);
  const controls = controlsOf(state, goldenCase);
  const golden = isGoldenRender(state, goldenCase);
  const rendered = renderSnippets(validateModel(goldenCase.model), snippetOptions(controls, goldenCase));
  return { golden, errors: rendered.errors, provider: controls.provider, cards: snippetCards(rendered, goldenCase, controls.provider, golden) };
}

describe("the Snippets view of every golden case", () => {
  const compared = cases.filter((c) => !c.localApps);
  it("covers the golden cases", () => {
    expect(compared.length).toBeGreaterThan(300);
  });

  for (const goldenCase of compared) {
    // The link alone, and the URL the view writes when the case is picked and each provider chosen.
    const picked = (provider: string) => formatUrlState({ ...DEFAULT_STATE, ...stateForCase(goldenCase), provider });
    const links = goldenCase.library ? [`?case=${goldenCase.name}`] : [`?case=${goldenCase.name}`, ...goldenCase.providers.map(picked)];
    it(`${goldenCase.name}: equals its golden files`, () => {
      for (const link of links) {
        const { golden, cards, provider } = view(link);
        expect({ link, golden }).toEqual({ link, golden: true });
        const shown = cards.filter((c) => c.path !== null);
        const differs = shown.filter((c) => readFileSync(join(GOLDEN, c.path!), "utf8") !== c.content).map((c) => c.path);
        expect({ link, differs }).toEqual({ link, differs: [] });
        const ofProvider = (p: string) => goldenCase.library || p.slice(p.lastIndexOf("/") + 1, p.lastIndexOf(".")) === provider;
        const expected = (outputsByCase.get(goldenCase.name) ?? []).filter(ofProvider);
        expect({ link, paths: shown.map((c) => c.path).sort() }).toEqual({ link, paths: expected });
      }
    });
  }
});

/** The longest case name prefixing a golden output path. */
function caseOf(path: string): string | undefined {
  return cases.map((c) => c.name).filter((n) => path.startsWith(`${n}/`)).sort((a, b) => b.length - a.length)[0];
}
