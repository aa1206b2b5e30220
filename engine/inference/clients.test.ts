import { describe, expect, it } from "vitest";
import { clientFiles, templateFiles } from "#template-files";
import { HTTP_FLOWS, type HttpFlow } from "./client-flows.ts";
import { INFERENCE_CLIENTS, loadClients } from "./clients.ts";

const FLOWS = Object.keys(HTTP_FLOWS) as HttpFlow[];
const httpClients = INFERENCE_CLIENTS.filter((c) => c.serves === "http");
/** An HTTP client's template files, `name` → source (`_default`, its partials, any `<kind>`). */
const templatesOf = (language: string, client: string) =>
  Object.fromEntries(
    Object.entries(templateFiles)
      .filter(([key]) => key.startsWith(`${language}/${client}/`))
      .map(([key, source]) => [key.slice(language.length + client.length + 2), source]),
  );
/** The partials a template source includes (`{{> _name}}`, with or without a parameter). */
const includes = (source: string) => [...source.matchAll(/\{\{~?>\s*(_[\w-]+)/g)].map((m) => m[1]!);

describe("HTTP clients are written by flow", () => {
  it("there are HTTP clients to check", () => {
    expect(httpClients.map((c) => `${c.language}/${c.client}`)).toEqual(
      expect.arrayContaining(["go/http", "java/http", "python/requests", "js/fetch", "sh/curl"]),
    );
  });

  for (const { language, client, without } of httpClients) {
    const folder = `${language}/${client}`;
    const templates = templatesOf(language, client);

    it(`${folder}: has every flow partial, or says in client.yaml why it does without`, () => {
      const problems: string[] = [];
      for (const flow of FLOWS) {
        const has = Object.hasOwn(templates, flow);
        const declared = Object.hasOwn(without, flow);
        if (!has && !declared) problems.push(`${flow}.hbs missing; add it, or name it under \`without\` with the reason`);
        if (has && declared) problems.push(`${flow}.hbs exists but client.yaml says it does without it`);
      }
      expect(problems).toEqual([]);
    });

    it(`${folder}: every flow partial it has is included by its templates`, () => {
      const included = new Set(Object.values(templates).flatMap(includes));
      expect(FLOWS.filter((flow) => Object.hasOwn(templates, flow) && !included.has(flow))).toEqual([]);
    });

    it(`${folder}: no template file over 120 lines`, () => {
      const long = Object.entries(templates)
        .map(([name, source]) => [name, source.split("\n").length - (source.endsWith("\n") ? 1 : 0)] as const)
        .filter(([, lines]) => lines > 120);
      expect(long).toEqual([]);
    });
  }
});

describe("client.yaml `without`", () => {
  const load = (text: string) => loadClients({ "xx/client": text });

  it("is read with its reasons", () => {
    const [client] = load("order: 1\nserves: http\nsetup:\n  install: []\nwithout:\n  _get_json: the loops GET inline\n");
    expect(client!.without).toEqual({ _get_json: "the loops GET inline" });
    expect(load("order: 1\nserves: http\nsetup:\n  install: []\n")[0]!.without).toEqual({});
  });

  it("rejects a name that is not a flow, an empty reason, and a client that is not HTTP", () => {
    expect(() => load("order: 1\nserves: http\nsetup:\n  install: []\nwithout:\n  _getjson: inline\n")).toThrow(/templates\/xx\/client\/client\.yaml.*without/s);
    expect(() => load("order: 1\nserves: http\nsetup:\n  install: []\nwithout:\n  _get_json: ' '\n")).toThrow(/without/);
    expect(() => load("order: 1\nserves: chat\nsetup:\n  install: []\nwithout:\n  _get_json: inline\n")).toThrow(/only an HTTP client/);
  });

  it("every client.yaml in templates/ loads", () => {
    expect(loadClients(clientFiles)).toHaveLength(Object.keys(clientFiles).length);
  });
});
