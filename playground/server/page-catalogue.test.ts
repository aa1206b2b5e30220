// The page takes the catalogue data the dev server's engine validated, only for a file whose text is the
// one the engine read; the loader module it gets holds that data exactly. The data modules come without
// a source map.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validatedFiles } from "../../catalogue/load.ts";
// Every catalogue file loaded here, as the server's engine loads them.
import "../../catalogue/index.ts";
import "../../engine/index.ts";
import { scaled } from "../../verify/machine-load.ts";
import { playgroundConfig } from "../vite.config.ts";
import { pageCatalogue, withPageCatalogue } from "./page-catalogue.ts";

const REPO = resolve(import.meta.dirname, "../..");
const LOADER = resolve(REPO, "catalogue/files.browser.ts");

/** The validated files a loader module's code declares (it runs the declaration alone). */
function declared(code: string): Record<string, unknown> | undefined {
  const line = /^export const prevalidatedFiles[^=]*= ([^\n]*);$/m.exec(code)?.[1];
  if (line === undefined) throw new Error("no prevalidatedFiles declaration");
  return new Function(`return ${line};`)() as Record<string, unknown> | undefined;
}

describe("pageCatalogue", () => {
  const validated = new Map<string, { data: unknown; text?: string }>([
    ["catalogue/tasks.yaml", { data: { a: 1 }, text: "a: 1\n" }],
    ["catalogue/libraries.yaml", { data: { b: 2 }, text: "b: 2\n" }],
    ["catalogue/libraries.yaml#install", { data: { b: {} } }],
    ["templates/python/requests/client.yaml", { data: { c: 3 }, text: "c: 3\n" }],
  ]);

  it("hands over a catalogue file whose text is unchanged, and none edited since, missing, a view or outside catalogue/", () => {
    const served: Record<string, string> = { "tasks.yaml": "a: 1\n", "libraries.yaml": "b: 3\n" };
    expect(pageCatalogue(validated, (path) => served[path])).toEqual({ "catalogue/tasks.yaml": { a: 1 } });
    expect(pageCatalogue(validated, () => undefined)).toEqual({});
  });
});

describe("withPageCatalogue", () => {
  it("declares the data in the loader's code, strings with backticks, ${ and backslashes kept", () => {
    const data = { "catalogue/x.yaml": { text: "`a` ${b} \\n \"c\" \u2028 é" } };
    const code = withPageCatalogue(readFileSync(LOADER, "utf8"), data);
    expect(declared(code)).toEqual(data);
    expect(code).toContain("export const catalogueFiles");
  });

  it("fails on a loader without the declaration (not silently left unfilled)", () => {
    expect(() => withPageCatalogue("export const x = 1;", {})).toThrow(/no `prevalidatedFiles` declaration/);
  });
});

describe("the dev server's data modules for the page", () => {
  let scratch: string;
  let catalogueDir: string;
  let server: ViteDevServer;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), "playground-page-catalogue-"));
    catalogueDir = join(scratch, "catalogue");
    cpSync(resolve(REPO, "catalogue"), catalogueDir, { recursive: true, filter: (source) => !/\.(ts|md)$/.test(source) && !source.includes("node_modules") });
    const config = playgroundConfig({ goldenDir: resolve(REPO, "golden"), templatesDir: resolve(REPO, "templates"), catalogueDir });
    server = await createServer({ ...config, configFile: false, server: { ...config.server, port: 0, host: "127.0.0.1" }, logLevel: "silent" });
    await server.listen();
  }, scaled(60_000));

  afterAll(async () => {
    await server?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const pageLoader = async () => (await server.environments.client.transformRequest(LOADER))!.code;

  it("holds the catalogue files the engine validated, with the data the sources validate from them", async () => {
    const data = declared(await pageLoader())!;
    expect(Object.keys(data)).toEqual(expect.arrayContaining(["catalogue/libraries.yaml", "catalogue/providers.yaml", "catalogue/local-apps.yaml"]));
    for (const [file, value] of Object.entries(data)) expect(value, file).toEqual(validatedFiles.get(file)?.data);
  });

  it("sends the catalogue, templates and golden modules without a source map (a made-up one is 12 MB on the golden outputs)", async () => {
    const address = server.httpServer!.address();
    const port = typeof address === "object" && address ? address.port : 0;
    for (const path of [`/@fs${LOADER}`, `/@fs${resolve(REPO, "engine/render/files.browser.ts")}`, "/@id/__x00__virtual:playground-golden", "/@id/__x00__virtual:playground-golden-outputs"]) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).toMatch(/^export const |^const |^\/\//m);
      expect(text.includes("sourceMappingURL"), path).toBe(false);
    }
  });

  it("leaves a file broken since the engine read it to the page, which validates it and shows the error as before", async () => {
    const file = join(catalogueDir, "local-apps.yaml");
    writeFileSync(file, `${readFileSync(file, "utf8")}\nbroken: [\n`);
    server.environments.client.moduleGraph.invalidateAll();
    // The engine kept the text it read, or has read the broken one and failed: either way not handed over.
    expect(declared(await pageLoader())?.["catalogue/local-apps.yaml"]).toBeUndefined();
  });
});
