// Every kind of template error names the file where it happens (a partial's own), its line and column,
// and the templates including it, through both render paths: the fast renderer and Handlebars alone.
// The templates are real files in a throw-away folder, loaded into the store as the playground does.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fg from "fast-glob";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { formatTemplateError, type TemplateError } from "./errors.ts";

type Templates = typeof import("./templates.ts");

const dir = mkdtempSync(join(tmpdir(), "template-errors-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let folders = 0;

/** Writes `files` (name → text) as templates/<language>/<client>/<name>.hbs in a fresh folder; returns the client. */
function writeTemplates(language: string, files: Record<string, string>): string {
  const client = `case${++folders}`;
  for (const [name, text] of Object.entries(files)) {
    const file = join(dir, language, client, `${name}.hbs`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return client;
}

/** The template store with SNIPPETS_FAST_TEMPLATES as given and the throw-away templates loaded. */
async function store(mode: "on" | "off"): Promise<Templates> {
  vi.resetModules();
  vi.stubEnv("SNIPPETS_FAST_TEMPLATES", mode);
  const templates = await import("./templates.ts");
  for (const path of fg.sync("*/*/*.hbs", { cwd: dir })) templates.setTemplateSource(path.replace(/\.hbs$/, ""), readFileSync(join(dir, path), "utf8"));
  return templates;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The error rendering `main` throws, through renderTemplate and renderTemplateFile (trimmed). */
function failure(t: Templates, language: string, client: string, context: Record<string, unknown>): Error {
  let thrown: unknown;
  try {
    t.renderTemplate(language, client, "main", context);
  } catch (error) {
    thrown = error;
  }
  expect(thrown, "renderTemplate did not throw").toBeInstanceOf(Error);
  // The trimmed fast renderer (renderTemplateFile with trimEnd) fails the same way.
  expect(() => t.renderTemplateFile(language, client, ["main"], context, { trimEnd: true })).toThrow((thrown as Error).message);
  return thrown as Error;
}

const CASES: { kind: string; language?: string; files: Record<string, string>; context: Record<string, unknown>; message: (client: string) => string }[] = [
  {
    kind: "a syntax error in the template",
    files: { main: "one\n{{py a}}\n  {{py b}\n" },
    context: { a: 1, b: 2 },
    message: (c) => `templates/python/${c}/main.hbs:3:9: syntax error: Expecting 'CLOSE_RAW_BLOCK', 'CLOSE',`,
  },
  {
    kind: "a syntax error in a partial",
    files: { main: "one\n{{> _header}}\n", _header: "x = 1\n{{#if a}}\n{{py a}}\n" },
    context: { a: 1 },
    message: (c) => `templates/python/${c}/_header.hbs:4:1: syntax error: Expecting 'OPEN_INVERSE_CHAIN', 'INVERSE', 'OPEN_ENDBLOCK', got 'EOF' (included from templates/python/${c}/main.hbs:2)`,
  },
  {
    kind: "a block closed by another name",
    files: { main: "{{> _list}}", _list: "\n  {{#each items}}{{py this}}{{/if}}\n" },
    context: { items: [1] },
    message: (c) => `templates/python/${c}/_list.hbs:2:6: each doesn't match if (included from templates/python/${c}/main.hbs:1)`,
  },
  {
    kind: "an unknown helper in a partial",
    files: { main: "import requests\n\n{{> _authorization}}\n", _authorization: "headers = {\n  {{py key}}: {{py value}},\n    {{foo token}}\n}\n" },
    context: { key: "Authorization", value: "Bearer", token: "x" },
    message: (c) => `templates/python/${c}/_authorization.hbs:3:7: unknown helper 'foo' (included from templates/python/${c}/main.hbs:3)`,
  },
  {
    kind: "an unknown helper in a sub-expression",
    files: { main: "x = {{py (joined a b)}}\n" },
    context: { a: 1, b: 2 },
    message: (c) => `templates/python/${c}/main.hbs:1:11: unknown helper 'joined'`,
  },
  {
    kind: "an unknown partial",
    files: { main: "a\nb\n  {{> _missing}}\n" },
    context: {},
    message: (c) => `templates/python/${c}/main.hbs:3:3: unknown partial '_missing'`,
  },
  {
    kind: "a helper that throws, two partials deep",
    files: { main: "{{#each calls}}\n{{> _call}}\n{{/each}}", _call: "call(\n{{> _args}})\n", _args: "  {{py value}}, {{py options}}\n" },
    context: { calls: [{ value: 1, options: {} }, { value: 2, options: () => 0 }] },
    message: (c) =>
      `templates/python/${c}/_args.hbs:1:17: cannot write a function as a literal (included from templates/python/${c}/_call.hbs:2, included from templates/python/${c}/main.hbs:2)`,
  },
  {
    kind: "a missing value in a partial",
    files: { main: "{{#if model}}\n{{> _body}}\n{{/if}}\n", _body: "model = {{py model.id}}\ntask = {{py model.pipeline_tag}}\n" },
    context: { model: { id: "acme/m" } },
    message: (c) => `templates/python/${c}/_body.hbs:2:13: missing variable "model.pipeline_tag" (included from templates/python/${c}/main.hbs:2)`,
  },
  {
    kind: "a missing value in an else-if chain",
    files: { main: "{{#if a}}\nA\n{{else if b}}\nB\n{{else}}\n  C {{py c.d}}\n{{/if}}\n" },
    context: { a: false, b: false, c: {} },
    message: (c) => `templates/python/${c}/main.hbs:6:10: missing variable "c.d"`,
  },
  {
    kind: "a missing value printed as it is",
    files: { main: "1\n\n  {{model.card.title}}\n" },
    context: { model: { card: {} } },
    message: (c) => `templates/python/${c}/main.hbs:3:5: missing variable "model.card.title"`,
  },
];

describe.each(["on", "off"] as const)("template errors (fast templates %s)", (mode) => {
  for (const c of CASES) {
    it(`${c.kind}: names the file, line, column and inclusions`, async () => {
      const client = writeTemplates(c.language ?? "python", c.files);
      const t = await store(mode);
      const error = failure(t, c.language ?? "python", client, c.context);
      expect(error.message.startsWith(c.message(client)), `${error.message}\n  expected to start with\n${c.message(client)}`).toBe(true);
      // (templates.ts was loaded afresh for the mode: its TemplateError is the class to check against)
      expect(error).toBeInstanceOf(t.TemplateError);
      const { location, problem } = error as TemplateError;
      expect(formatTemplateError(location, problem)).toBe(error.message);
    });
  }

  it("a record's value that is no name stays an IdentifierError (bad input), located in the partial", async () => {
    const client = writeTemplates("python", { main: "import x\n{{> _assign}}\n", _assign: "\n{{ident name}} = {{py value}}\n" });
    const t = await store(mode);
    const error = failure(t, "python", client, { name: "class", value: 1 });
    expect(error).toBeInstanceOf(t.IdentifierError);
    expect(error.message).toBe(
      `templates/python/${client}/_assign.hbs:2:1: "class" is not an identifier in python (a reserved word, or not a name) (included from templates/python/${client}/main.hbs:2)`,
    );
    expect((error as InstanceType<Templates["IdentifierError"]>).location).toMatchObject({ file: `templates/python/${client}/_assign.hbs`, line: 2, column: 1 });
  });

  it("a failure the second render does not meet again is reported for the template rendered, as it was met", async () => {
    const client = writeTemplates("python", { main: "x = 1\n{{py flaky}}\n" });
    const t = await store(mode);
    // Fails while the first render reads it (the fast renderer, then Handlebars, when the fast path is on).
    let reads = mode === "on" ? 2 : 1;
    const context = {
      get flaky() {
        if (reads-- > 0) throw new Error("not ready yet");
        return 1;
      },
    };
    expect(() => t.renderTemplate("python", client, "main", context)).toThrow(
      expect.objectContaining({ name: "TemplateError", message: `templates/python/${client}/main.hbs: not ready yet` }),
    );
  });

  it("locates a missing variable in a template that includes the language-wide notice partial", async () => {
    const client = writeTemplates("python", { main: "{{> notices/_gated}}\nx = {{nope}}\n" });
    const t = await store(mode);
    const error = failure(t, "python", client, { notice: null });
    expect(error.message).toBe(`templates/python/${client}/main.hbs:2:7: missing variable "nope"`);
  });

  it("renders what has no error as before", async () => {
    const client = writeTemplates("python", { main: "{{#each calls}}\n{{> _call}}\n{{/each}}", _call: "call({{py value}})\n" });
    const t = await store(mode);
    expect(t.renderTemplate("python", client, "main", { calls: [{ value: 1 }, { value: "a" }] })).toBe('call(1)\ncall("a")\n');
  });
});
