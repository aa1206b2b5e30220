// The hub's published cases (hub-cases.test-data.ts) against hub-snippets/compat: every check holds, or is one of
// DELIBERATE's and then does not hold (a stale entry fails too), and the package README's migration
// section gives each deliberate difference's reason.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCAL_APPS, MODEL_LIBRARIES_UI_ELEMENTS, type LocalAppKey, type ModelLibraryKey } from "../entries/compat.ts";
import { DELIBERATE, GAPS, HUB_CASES, type Check, type HubCase } from "./hub-cases.test-data.ts";

/** Text as a reader runs it: continuation lines joined, shell single quotes dropped, runs of blanks one space. */
function asRun(text: string): string {
  return text.replace(/\\\n\s*/g, " ").replace(/'/g, "").replace(/[ \t]+/g, " ");
}

function callOf(alternative: string): { url: string; body: unknown } | undefined {
  const url = /curl (?:-X POST )?'?([^'\s]+)'?/.exec(alternative)?.[1];
  const body = /(?:-d|--data) '([\s\S]*)'\s*$/.exec(alternative)?.[1];
  return url && body ? { url, body: JSON.parse(body) } : undefined;
}

type Steps = { title: string; setup?: string; content: string | string[] }[];

/** Whether a check holds for compat, with what was seen when it does not. */
function run(c: HubCase, check: Check): { holds: boolean; seen: unknown } {
  if (c.target.startsWith("library:")) {
    const library = MODEL_LIBRARIES_UI_ELEMENTS[c.target.slice("library:".length) as ModelLibraryKey];
    const text = (library?.snippets?.(c.model as never) ?? []).join("\n");
    if (check.kind !== "library-has") throw new Error(`${c.name}: ${check.kind} is no library check`);
    return { holds: text.includes(check.text) !== (check.absent === true), seen: text };
  }
  const app = LOCAL_APPS[c.target as LocalAppKey] as unknown as {
    displayOnModelPage(m: unknown): boolean;
    deeplink?(m: unknown, f?: string): URL;
    snippet?(m: unknown, f?: string): string | Steps;
  };
  switch (check.kind) {
    case "shown": {
      const seen = app.displayOnModelPage(c.model);
      return { holds: seen === check.value, seen };
    }
    case "link": {
      const seen = app.deeplink!(c.model, check.file).href;
      return { holds: seen === check.href, seen };
    }
    case "link-params": {
      const url = app.deeplink!(c.model, check.file);
      const seen = { base: `${url.protocol}//${url.host}${url.pathname}`, params: Object.fromEntries(url.searchParams) };
      return { holds: JSON.stringify(seen) === JSON.stringify({ base: check.base, params: check.params }), seen };
    }
    case "spreads": {
      const copy = { ...app, links: (m: { id: string }) => [{ label: "Releases", url: `https://github.com/${m.id}/releases` }] };
      const seen = { label: (copy as { prettyLabel?: unknown }).prettyLabel, snippet: typeof copy.snippet, links: copy.links(c.model as { id: string }) };
      return { holds: seen.label === (app as { prettyLabel?: unknown }).prettyLabel && seen.snippet === "function" && seen.links[0]!.url === `https://github.com/${String(c.model.id)}/releases`, seen };
    }
    default:
      break;
  }
  const result = app.snippet!(c.model);
  const step = (n: number) => (typeof result === "string" ? undefined : result[n]);
  switch (check.kind) {
    case "form":
      return { holds: (typeof result === "string" ? "command" : "steps") === check.value, seen: result };
    case "command":
      return { holds: typeof result === "string" && asRun(result) === check.value, seen: result };
    case "alternatives": {
      const content = step(check.step)?.content;
      const holds = Array.isArray(content) && content.length === check.commands.length && check.commands.every((command, i) => asRun(content[i]!).includes(command));
      return { holds, seen: content };
    }
    case "has": {
      const s = step(check.step);
      const value = check.field === "setup" ? s?.setup : s?.content;
      const text = asRun(Array.isArray(value) ? value.join("\n") : (value ?? ""));
      return { holds: s !== undefined && text.includes(check.text) !== (check.absent === true), seen: value };
    }
    case "calls": {
      const content = step(check.step)?.content;
      const alternative = Array.isArray(content) ? content[check.alt] : undefined;
      const seen = alternative !== undefined ? callOf(alternative) : undefined;
      return { holds: JSON.stringify(seen) === JSON.stringify({ url: check.url, body: check.body }), seen };
    }
    case "exact": {
      const seen = typeof result === "string" ? result : result[0]?.content;
      return { holds: JSON.stringify(seen) === JSON.stringify(check.value), seen };
    }
    case "exact-joined": {
      const content = step(check.step)?.content;
      const seen = Array.isArray(content) ? content.join("\n") : content;
      return { holds: seen === check.value, seen };
    }
    default:
      throw new Error(`${c.name}: ${check.kind} is no local-app check`);
  }
}

describe("the hub's published cases against hub-snippets/compat", () => {
  it("has them all: every case of the hub's local-app and library-snippet specs", () => {
    expect(HUB_CASES.length).toBe(31);
  });

  for (const c of HUB_CASES) {
    it(c.name, () => {
      const failing: Record<string, unknown> = {};
      const stale: string[] = [];
      c.checks.forEach((check, i) => {
        const key = `${c.name} #${i}`;
        const { holds, seen } = run(c, check);
        const listed = key in DELIBERATE || key in GAPS;
        if (!holds && !listed) failing[`${key} ${JSON.stringify(check)}`] = seen;
        if (holds && listed) stale.push(key);
      });
      expect(failing).toEqual({});
      expect(stale, "listed as differences or gaps, but they hold: take them out of DELIBERATE or GAPS").toEqual([]);
    });
  }

  it("lists only checks that exist, and the README gives every reason", () => {
    const keys = new Set(HUB_CASES.flatMap((c) => c.checks.map((_, i) => `${c.name} #${i}`)));
    expect([...Object.keys(DELIBERATE), ...Object.keys(GAPS)].filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(DELIBERATE).filter((key) => key in GAPS)).toEqual([]);
    const readme = readFileSync(resolve(import.meta.dirname, "../../scripts/package/README.md"), "utf8").replace(/\s+/g, " ");
    const reasons = [...new Set([...Object.values(DELIBERATE), ...Object.values(GAPS)])];
    expect(reasons.filter((reason) => !readme.includes(reason))).toEqual([]);
  });
});
