// Dev-server endpoints of the playground (a Vite plugin; Node only, never imported by the app):
//   PUT    /__playground/golden    {path, content}  write golden/<path> (temp file, then rename), only
//          where the engine renders an output
//   DELETE /__playground/golden    {path}           remove a golden file the engine no longer renders
//   PUT    /__playground/template  {key, source, baseVersion?}  write templates/<key>.hbs, a template
//          or a new one in an existing client or library folder; with the version the edit began
//          from, a file changed on disk since answers 409 {error, current}
//   POST   /__playground/new-library  the New library form's fields  a new library, all or nothing
//          (server/new-library.ts; `dryRun: true` answers the files it would write)
// and a push of changed golden/ and templates/ files to the page, so saving does not reload it.
// Only the playground's own page may write (server/guard.ts: its token, its origin, JSON).
import { readFileSync, realpathSync, statSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, join, relative, sep } from "node:path";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { createServerModuleRunner, type Plugin } from "vite";
import type { ModuleRunner } from "vite/module-runner";
import { watchFolders } from "../../engine/golden/watch-folders.ts";
import { contentVersion } from "../lib/content-version.ts";
import type { RenderedAt } from "./case-outputs.ts";
import { createNewLibrary, NewLibraryHttpError } from "./new-library.ts";
import type { SharedCatalogue } from "./page-catalogue.ts";
import { newToken, refusal, TOKEN_META } from "./guard.ts";
import { assertRealInside, goldenOutputFile, PathError, templateFile, type LanguageExtensions } from "./paths.ts";

export const ENDPOINT = "/__playground";
export const FILE_EVENT = "playground:file";

/** What the page receives when a golden output or a template changes on disk. */
export interface FileEvent {
  kind: "golden" | "template";
  /** Path under golden/, or template key. */
  path: string;
  /** New content; null when the file was removed. */
  content: string | null;
}

// A template or golden file the author pasted a few megabytes into still saves (the page says when its own store is full).
const MAX_BODY = 32 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** More fields of the JSON answer. */
    readonly details: object = {},
  ) {
    super(message);
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, `request body over ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  let data: unknown;
  try {
    data = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new HttpError(400, "request body must be JSON");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new HttpError(400, "request body must be a JSON object");
  return data as Record<string, unknown>;
}

function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== "string") throw new HttpError(400, `"${name}" must be a string`);
  return value;
}

/** Writes a file atomically: a temp file beside it, then a rename over it. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await writeFile(temp, content, "utf8");
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export interface EndpointOptions {
  goldenDir: string;
  templatesDir: string;
  /** The catalogue the server's engine reads (default: the repository's). */
  catalogueDir?: string;
  /** The folder holding engine/, verify/ and docs-site/, which a new library edits too (default: the one holding goldenDir). */
  repoDir?: string;
  /** Language id → extension; the dev server reads it from engine/languages through Vite. */
  extensions?: LanguageExtensions;
  /** Which case owns a golden output and whether its render produces it (server/case-outputs.ts). */
  renderedAt?: (path: string) => Promise<RenderedAt> | RenderedAt;
  /** Where the server's engine offers the catalogue data it validated to the page (server/page-catalogue.ts). */
  catalogue?: SharedCatalogue;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

async function renderedAt(options: EndpointOptions, path: string): Promise<RenderedAt> {
  if (!options.renderedAt) throw new HttpError(503, "the engine is not loaded yet");
  try {
    return await options.renderedAt(path);
  } catch (error) {
    throw new HttpError(409, `golden/${path}: its case does not render, so what it renders is unknown: ${(error as Error).message}`);
  }
}

/** Handles one endpoint request; returns the JSON answer. Exported for tests. */
export async function handle(options: EndpointOptions, method: string, route: string, body: Record<string, unknown>): Promise<object> {
  if (route === "/golden") {
    const path = stringField(body, "path");
    if (!options.extensions) throw new HttpError(503, "the language definitions are not loaded yet");
    const file = goldenOutputFile(options.goldenDir, path, options.extensions);
    assertRealInside(options.goldenDir, file, "golden file");
    if (method === "PUT") {
      const content = stringField(body, "content");
      const at = await renderedAt(options, path);
      if (!at.rendered) {
        throw new HttpError(403, at.caseName === undefined ? `golden/${path}: belongs to no case` : `golden/${path}: case ${at.caseName} renders no such output`);
      }
      await writeFileAtomic(file, content);
      return { ok: true, path, written: `golden/${path}` };
    }
    if (method === "DELETE") {
      if (!isFile(file)) throw new HttpError(404, `golden/${path}: no such file`);
      const at = await renderedAt(options, path);
      if (at.rendered) throw new HttpError(403, `golden/${path}: case ${at.caseName} still renders it; only an orphaned output is removed`);
      await rm(file, { force: true });
      return { ok: true, path, removed: `golden/${path}` };
    }
    throw new HttpError(405, `${method} ${ENDPOINT}/golden: use PUT or DELETE`);
  }
  if (route === "/template") {
    const key = stringField(body, "key");
    const file = templateFile(options.templatesDir, key);
    assertRealInside(options.templatesDir, file, "template");
    if (method !== "PUT") throw new HttpError(405, `${method} ${ENDPOINT}/template: use PUT`);
    if (!isFolder(dirname(file))) {
      throw new HttpError(403, `templates/${key}.hbs: templates/${key.split("/").slice(0, 2).join("/")}/ is not a client or library folder`);
    }
    // The version the edit started from: a file changed on disk since is not overwritten (409, with
    // the text on disk, so the page can show the difference).
    if (body.baseVersion !== undefined) {
      const base = stringField(body, "baseVersion");
      const current = await readFile(file, "utf8").catch(() => "");
      if (contentVersion(current) !== base) {
        throw new HttpError(409, `templates/${key}.hbs changed on disk since the edit began`, { current, currentVersion: contentVersion(current) });
      }
    }
    await writeFileAtomic(file, stringField(body, "source"));
    return { ok: true, key, written: `templates/${key}.hbs` };
  }
  throw new HttpError(404, `no endpoint ${ENDPOINT}${route}`);
}

/** A change the server's engine took in when it loaded, so it must load again: anything but a template (`.hbs`) edited or added. */
export function needsEngineReload(path: string): boolean {
  return !(path.endsWith(".hbs") && isFile(path));
}

function send(res: ServerResponse, status: number, data: object): void {
  res.statusCode = status;
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.end(JSON.stringify(data));
}

/** The file event for a changed path, if it is a golden output or a template. */
export function fileEventFor(options: EndpointOptions, file: string, content: string | null): FileEvent | null {
  const underGolden = relative(options.goldenDir, file).split(sep).join("/");
  if (!underGolden.startsWith("..") && !underGolden.startsWith("cases/") && !underGolden.split("/").some((s) => s.startsWith("."))) {
    return { kind: "golden", path: underGolden, content };
  }
  const underTemplates = relative(options.templatesDir, file).split(sep).join("/");
  if (/^[^./][^/]*\/[^./][^/]*\/[^./][^/]*\.hbs$/.test(underTemplates)) {
    return { kind: "template", path: underTemplates.slice(0, -".hbs".length), content };
  }
  return null;
}

/**
 * The virtual modules holding golden/: the case files (small, needed at once) and the expected outputs
 * (large, only needed to compare), so the outputs can load as their own chunk after the first paint.
 */
export const GOLDEN_MODULE = "virtual:playground-golden";
export const GOLDEN_OUTPUTS_MODULE = "virtual:playground-golden-outputs";
const RESOLVED_GOLDEN_MODULE = `\0${GOLDEN_MODULE}`;
const RESOLVED_GOLDEN_OUTPUTS_MODULE = `\0${GOLDEN_OUTPUTS_MODULE}`;

/** golden/ as two maps, path under golden/ → text: case files (cases/**.yaml) and expected outputs. */
export function readGoldenFiles(goldenDir: string): { caseFiles: Record<string, string>; outputFiles: Record<string, string> } {
  // Symlinks are not followed, and a file whose real path leaves golden/ is not read.
  const root = realpathSync(goldenDir);
  const inGolden = (p: string) => {
    try {
      return realpathSync(join(goldenDir, p)).startsWith(root + sep);
    } catch {
      return false; // a dangling symlink
    }
  };
  const read = (paths: string[]) =>
    Object.fromEntries(paths.filter(inGolden).sort().map((p) => [p, readFileSync(join(goldenDir, p), "utf8")]));
  return {
    caseFiles: read(fg.sync("cases/**/*.yaml", { cwd: goldenDir, followSymbolicLinks: false })),
    outputFiles: read(fg.sync("**/*", { cwd: goldenDir, ignore: ["cases/**"], dot: false, followSymbolicLinks: false })),
  };
}

/** Serves golden/ to the app as the virtual modules, in the dev server and the static build alike. */
export function playgroundGoldenFiles(options: EndpointOptions): Plugin {
  return {
    name: "playground-golden-files",
    resolveId(id) {
      if (id === GOLDEN_MODULE) return RESOLVED_GOLDEN_MODULE;
      if (id === GOLDEN_OUTPUTS_MODULE) return RESOLVED_GOLDEN_OUTPUTS_MODULE;
      return undefined;
    },
    // Data, no code to map: an empty map, or the dev server would send each request a source map of
    // its own making (hires, with the whole text as its source: 12 MB of base64 on the 2.6 MB outputs,
    // about a second of the server's CPU per page load, and as much for the browser to take in).
    load(id) {
      if (id === RESOLVED_GOLDEN_MODULE) {
        const { caseFiles } = readGoldenFiles(options.goldenDir);
        return { code: `export const caseFiles = ${JSON.stringify(caseFiles)};\n`, map: { mappings: "" } };
      }
      if (id === RESOLVED_GOLDEN_OUTPUTS_MODULE) {
        const { outputFiles } = readGoldenFiles(options.goldenDir);
        return { code: `export const outputFiles = ${JSON.stringify(outputFiles)};\n`, map: { mappings: "" } };
      }
      return undefined;
    },
  };
}

export function playgroundEndpoints(options: EndpointOptions): Plugin {
  // Handed to the page in its HTML (which another origin cannot read) and asked of every write.
  const token = newToken();
  return {
    name: "playground-endpoints",
    apply: "serve",
    transformIndexHtml() {
      return [{ tag: "meta", attrs: { name: TOKEN_META, content: token }, injectTo: "head" }];
    },
    configureServer(server) {
      server.watcher.add([options.goldenDir, options.templatesDir]);
      // Language definitions are TypeScript modules found at run time: Vite loads them.
      const extensions = server
        .ssrLoadModule(fileURLToPath(new URL("../../engine/languages/index.ts", import.meta.url)))
        .then((module) => Object.fromEntries(Object.values(module.languages as Record<string, { id: string; extension: string }>).map((l) => [l.id, l.extension])));
      const outputs = fileURLToPath(new URL("./case-outputs.ts", import.meta.url));
      // The server's engine (which says whether a golden file may be written) runs in a module runner of
      // its own; a change on disk the engine read at load (the catalogue, a client.yaml, a template
      // removed) drops it, and the next request loads it again from the files as they are: a library
      // added on disk is accepted without a restart. An edited template needs no reload (case-outputs.ts
      // puts the templates on disk into the engine on every request).
      const ssr = server.environments.ssr;
      let runner: ModuleRunner | undefined;
      let engine: Promise<typeof import("./case-outputs.ts")> | undefined;
      const loadEngine = () => {
        runner ??= createServerModuleRunner(ssr, { hmr: false });
        engine ??= runner.import(outputs) as Promise<typeof import("./case-outputs.ts")>;
        return engine;
      };
      const reloadEngine = () => {
        ssr.moduleGraph.invalidateAll();
        const old = runner;
        runner = undefined;
        engine = undefined;
        void old?.close();
        void loadEngine().catch(() => undefined);
      };
      const catalogueDir = options.catalogueDir ?? fileURLToPath(new URL("../../catalogue", import.meta.url));
      server.watcher.add(catalogueDir);
      const stopWatching = watchFolders([options.templatesDir, catalogueDir], (paths) => {
        if ([...paths].some((path) => needsEngineReload(path))) reloadEngine();
      });
      server.httpServer?.once("close", stopWatching);
      const rendered = async (path: string) => (await loadEngine()).renderedAt(options.goldenDir, options.templatesDir, path);
      // The page's catalogue: what this engine validated (server/raw-globs.ts hands it to the page).
      if (options.catalogue) options.catalogue.validated = async () => (await loadEngine()).validatedCatalogue();
      // Load the engine once the server listens, so the first accept does not wait for it.
      server.httpServer?.once("listening", () => void loadEngine().catch(() => undefined));
      // A new library (server/new-library.ts): rendered by a fresh engine, which reads the files just written.
      const renderNew = fileURLToPath(new URL("./new-library-render.ts", import.meta.url));
      const folders = { goldenDir: options.goldenDir, templatesDir: options.templatesDir, catalogueDir, repoDir: options.repoDir ?? dirname(options.goldenDir) };
      type RenderModule = typeof import("./new-library-render.ts");
      const libraryEngine = {
        outputHelpers: async () => {
          await loadEngine();
          return ((await runner!.import(renderNew)) as RenderModule).OUTPUT_HELPERS;
        },
        // A runner of its own, which the watcher's reload (the catalogue just changed) does not close mid-render.
        render: async (library: string, caseName: string) => {
          reloadEngine();
          const own = createServerModuleRunner(ssr, { hmr: false });
          try {
            const module = (await own.import(renderNew)) as RenderModule;
            return await module.renderNewLibrary(folders.goldenDir, folders.templatesDir, folders.catalogueDir, join(folders.repoDir, "docs-site/golden"), library, caseName);
          } finally {
            void own.close();
          }
        },
      };
      let creating: Promise<unknown> = Promise.resolve();
      server.middlewares.use(ENDPOINT, (req, res) => {
        const route = (req.url ?? "/").split("?")[0];
        const refused = refusal(req.headers, token);
        if (refused) {
          req.resume();
          send(res, 403, { error: `refused: ${refused}` });
          return;
        }
        if (route === "/new-library") {
          if (req.method !== "POST") {
            req.resume();
            send(res, 405, { error: `${req.method} ${ENDPOINT}/new-library: use POST` });
            return;
          }
          // One at a time: two libraries edit the same catalogue files.
          const done = creating.then(() => readJson(req)).then((body) => createNewLibrary(folders, body, libraryEngine, writeFileAtomic));
          creating = done.catch(() => undefined);
          done
            .then((answer) => send(res, 200, answer))
            .catch((error: unknown) => {
              if (error instanceof NewLibraryHttpError) send(res, error.status, { error: error.message, problems: error.problems });
              else if (error instanceof HttpError) send(res, error.status, { error: error.message });
              else send(res, 500, { error: `could not create the library: ${(error as Error).message}` });
            });
          return;
        }
        Promise.all([readJson(req), extensions])
          .then(([body, loaded]) => handle({ ...options, extensions: loaded, renderedAt: rendered }, req.method ?? "GET", route, body))
          .then((answer) => send(res, 200, answer))
          .catch((error: unknown) => {
            if (error instanceof PathError) send(res, 400, { error: error.message });
            else if (error instanceof HttpError) send(res, error.status, { ...error.details, error: error.message });
            else send(res, 500, { error: `could not write: ${(error as Error).message}` });
          });
      });
    },
    // Golden outputs and templates: tell the page what changed instead of reloading it (the page keeps
    // its unsaved edits and re-compares). A changed case file reloads the page with fresh cases.
    async hotUpdate({ type, file, read, server }) {
      if (this.environment.name !== "client") return;
      const casesDir = join(options.goldenDir, "cases");
      if (file.startsWith(casesDir + sep)) {
        for (const id of [RESOLVED_GOLDEN_MODULE, RESOLVED_GOLDEN_OUTPUTS_MODULE]) {
          const module = this.environment.moduleGraph.getModuleById(id);
          if (module) this.environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
        return [];
      }
      const event = fileEventFor(options, file, null);
      if (!event) return;
      // A new or removed template changes the engine's glob: let Vite reload the page.
      if (event.kind === "template" && type !== "update") return;
      const golden = this.environment.moduleGraph.getModuleById(RESOLVED_GOLDEN_OUTPUTS_MODULE);
      if (golden) this.environment.moduleGraph.invalidateModule(golden);
      try {
        event.content = type === "delete" ? null : await read();
      } catch {
        event.content = null;
      }
      server.ws.send({ type: "custom", event: FILE_EVENT, data: event });
      return [];
    },
  };
}
