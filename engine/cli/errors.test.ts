// The command line prints a template error with its file, line and column, the inclusions, and the
// template's line with a caret; the exit code stays 1 (a template's fault), or 2 for a record's value
// that is no name (bad input).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getTemplateSource, resetTemplateSources, setTemplateSource } from "../render/templates.ts";
import { errorReport, redactTokens } from "./errors.ts";
import { run, scratchDir } from "./main.test-run.ts";

const dir = scratchDir("cli-template-errors-");
afterEach(() => resetTemplateSources());

/** Writes a throw-away copy of a template with `edit` applied and loads it in place of the real one. */
function replaceTemplate(key: string, edit: (source: string) => string): void {
  const file = join(dir, `${key.replaceAll("/", "_")}.hbs`);
  writeFileSync(file, edit(getTemplateSource(key)!));
  setTemplateSource(key, readFileSync(file, "utf8"));
}

const record = () => {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "model.yaml");
  writeFileSync(file, "id: acme/classifier\npipeline_tag: text-classification\n");
  return file;
};

describe("template errors on the command line", () => {
  it("names the partial, line and column, the including template, and shows the line with a caret", async () => {
    // The curl client's Authorization partial, with a helper that does not exist on its second line; the
    // template that includes it is named first (itself included from the client's _default.hbs).
    replaceTemplate("sh/curl/_authorization", (source) => `${source.trimEnd()}\n  {{shout auth.scheme}}\n`);
    const r = await run("render", record(), "--language", "sh", "--client", "curl");
    expect(r.code).toBe(1);
    const including = /included from (templates\/sh\/curl\/\w+\.hbs):(\d+)[,)]/.exec(r.err);
    expect(including, r.err).not.toBeNull();
    expect(getTemplateSource(including![1]!.slice("templates/".length, -".hbs".length))!.split("\n")[Number(including![2]) - 1]).toContain("{{> _authorization");
    expect(r.err).toContain("snippets render: templates/sh/curl/_authorization.hbs:2:5: unknown helper 'shout' (included from templates/sh/curl/");
    expect(r.err).toContain("\n    2 |   {{shout auth.scheme}}\n      |     ^\n");
  });

  it("errorReport keeps tabs under the caret and leaves other errors as their message", () => {
    const located = Object.assign(new Error("templates/x/y/z.hbs:1:3: boom"), { location: { line: 1, column: 3, text: "\t\t{{boom}}" } });
    expect(errorReport(located)).toBe("templates/x/y/z.hbs:1:3: boom\n    1 | \t\t{{boom}}\n      | \t\t^");
    expect(errorReport(new Error("plain"))).toBe("plain");
    expect(redactTokens(errorReport(new Error(`token hf_${"a".repeat(30)}`)))).toContain("redacted");
  });
});
