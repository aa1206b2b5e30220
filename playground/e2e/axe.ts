// axe-core's analysis of a page, as every browser test runs it (the playground's, the reference pages').
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** A violation axe reports: its rule, impact and nodes. */
export type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** A violation the tests refuse: of serious or critical impact. */
export const isSerious = (violation: Violation): boolean => violation.impact === "serious" || violation.impact === "critical";

/**
 * Every rule of axe on the whole page as it is: its violations, each with every node it found.
 *
 * Two options make the analysis cheaper than AxeBuilder's default, and check the same. Legacy mode runs
 * `axe.run` in the page itself: the default runs `axe.runPartial` there, sends its result (every node
 * every rule looked at, 2 to 4 MB of JSON on the larger views) to a blank page of the context and
 * finishes the run there, which took three quarters of the analysis's time. What legacy mode gives up,
 * frames of another origin, neither the playground nor the reference pages have (they have no frames).
 * `resultTypes: ["violations"]` has axe describe every node of a violation and one node only of a pass, of
 * an item it could not decide and of a rule with nothing to check: the tests read violations alone. On the
 * templates view an analysis went from 51 s to 13 s on a busy machine.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] }).analyze();
  return violations;
}
