// A library created from the playground passes the tests `npm test` holds libraries to, with no step done by
// hand. In a copy of the project: the playground's dev server (reading and writing the copy) takes the New
// library form's request, refuses it from another origin, creates it from its own page's origin; then in
// the copy the golden check (both roots) and the drift report are clean and the test files that hold
// libraries pass. A slow suite (vitest.slow.ts): a copy, a dev server and a vitest run in the copy.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import fg from "fast-glob";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { developerShellEnv } from "../../verify/developer-shell.ts";
import { scaled } from "../../verify/machine-load.ts";
import { playgroundConfig } from "../vite.config.ts";
import { TOKEN_HEADER } from "./guard.ts";

const ROOT = resolve(import.meta.dirname, "../..");
let copy = "";
let server: ViteDevServer;
let url = "";

/** The tests `npm test` runs that hold a library (the README's "Adding a thing" names what each demands). */
const LIBRARY_TESTS = [
  "catalogue/catalogue.test.ts",
  "catalogue/drift/drift.test.ts",
  "engine/notices.test.ts",
  "engine/libraries/libraries.test.ts",
  "verify/libraries/sample-reads.test.ts",
  "engine/render/templates.test.ts",
  "engine/golden/golden.test.ts",
  "repo-cli/schema.test.ts",
  "docs-site/golden.test.ts",
  "verify/python-api/libraries.test.ts",
  "verify/libraries/run-libraries.test.ts",
  "scripts/generate-ids.test.ts",
];

/**
 * A developer's shell in the copy. The copy's vitest run sets the renderer check again, and
 * engine/golden/golden.test.ts there compares the two renderers on every case, the new library's included.
 */
const shellEnv = developerShellEnv({ SNIPPETS_CLI: "", NO_COLOR: "1", FORCE_COLOR: "0" });
const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: copy, encoding: "utf8", env: shellEnv, stdio: ["ignore", "pipe", "pipe"] });

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "snippets-new-library-"));
  const files = fg.sync("**/*", { cwd: ROOT, dot: true, ignore: ["**/node_modules/**", ".git/**", ".cache/**", "dist/**", "test-output/**", "**/*.tgz"] });
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));
  const config = playgroundConfig({ goldenDir: join(copy, "golden"), templatesDir: join(copy, "templates"), catalogueDir: join(copy, "catalogue"), repoDir: copy });
  server = await createServer({
    ...config,
    configFile: false,
    cacheDir: join(copy, "node_modules-vite-cache"),
    server: { ...config.server, port: 0, host: "127.0.0.1", watch: { ignored: (path: string) => path === ROOT || path.startsWith(`${ROOT}/`) } },
    logLevel: "warn",
  });
  await server.listen();
  const address = server.httpServer!.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}, scaled(300_000));

afterAll(async () => {
  await server?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
}, scaled(120_000));

const body = {
  id: "zz-proof",
  prettyLabel: "ZZ Proof",
  repoUrl: "https://github.com/acme/zz-proof",
  install: ["pip install -U zzproof"],
  tasks: ["text-classification", "token-classification"],
  exampleModel: "acme/zz-proof-base",
  language: "python",
  templateName: "usage",
  template: "{{> notices/_gated}}\nfrom zzproof import Model\n\nmodel = Model.from_pretrained({{py id}})\nprint(model.predict(\"I like you. I love you\"))\n",
  apiTables: [],
  apiTable: { package: "zzproof", version: "1.0.0", source: "https://github.com/acme/zz-proof/blob/v1.0.0/zzproof/__init__.py", names: "Model: [from_pretrained]\n" },
};

async function post(origin: string, token: string, data: object): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${url}/__playground/new-library`, {
    method: "POST",
    headers: { origin, "content-type": "application/json", [TOKEN_HEADER]: token },
    body: JSON.stringify(data),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("a library created from the playground", () => {
  it("is refused from another origin, then created from the page's own, and passes the tests that hold libraries", async () => {
    const html = await (await fetch(`${url}/`)).text();
    const token = /name="playground-token" content="([0-9a-f]+)"/.exec(html)?.[1] ?? "";
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const libraries = readFileSync(join(copy, "catalogue/libraries.yaml"), "utf8");

    const foreign = await post("http://localhost:9999", token, body);
    expect(foreign.status).toBe(403);
    expect(String(foreign.json.error)).toMatch(/^refused: Origin http:\/\/localhost:9999 is not this server's/);
    expect(readFileSync(join(copy, "catalogue/libraries.yaml"), "utf8")).toBe(libraries);

    // A template that takes a name its API table does not list would fail verify/python-api/libraries.test.ts:
    // refused, naming the field, and every file put back.
    const before = fg.sync(["catalogue/**", "templates/**", "golden/**", "engine/generated/**", "verify/libraries/**", "docs-site/golden/**"], { cwd: copy }).sort();
    const unlisted = await post(url, token, { ...body, template: body.template.replace("Model.from_pretrained", "Model.load") });
    expect(unlisted.status).toBe(422);
    expect(unlisted.json.problems).toEqual([{ field: "apiTable.names", message: "golden/libraries/zz-proof/usage/python/zz-proof/usage.py:3: zzproof.Model.load is not in the zzproof 1.0.0 table" }]);
    expect(fg.sync(["catalogue/**", "templates/**", "golden/**", "engine/generated/**", "verify/libraries/**", "docs-site/golden/**"], { cwd: copy }).sort()).toEqual(before);
    expect(readFileSync(join(copy, "catalogue/libraries.yaml"), "utf8")).toBe(libraries);

    const created = await post(url, token, body);
    expect(created.json.error).toBeUndefined();
    expect(created.status).toBe(200);
    expect(created.json.outputs).toEqual({
      "golden/libraries/zz-proof/usage/python/zz-proof/usage.py": 'from zzproof import Model\n\nmodel = Model.from_pretrained("acme/zz-proof-base")\nprint(model.predict("I like you. I love you"))\n',
    });
    // The task pages that list libraries name it.
    const page = readFileSync(join(copy, "docs-site/golden/docs/pages/tasks/text-classification.md"), "utf8");
    expect(page).toContain("[ZZ Proof](https://github.com/acme/zz-proof)");

    expect(run([join(copy, "bin/snippets.js"), "golden"])).toMatch(/0 differ, 0 missing, 0 orphaned[\s\S]*0 differ, 0 missing, 0 orphaned/);
    expect(run([join(copy, "bin/snippets.js"), "drift"])).toMatch(/^no drift$/m);
    // vitest exits non-zero (execFileSync throws, with its output) when a test fails.
    expect(run([join(copy, "node_modules/vitest/vitest.mjs"), "run", ...LIBRARY_TESTS])).not.toMatch(/\bfailed\b/);
  }, scaled(600_000));
});
