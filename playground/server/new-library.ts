// POST /__playground/new-library: a new library from the playground's form (lib/new-library.ts plans the
// files). All or nothing: every field is checked first; then the planned files are written (each a temp
// file renamed over its place), the golden case is rendered by a fresh engine that reads them, and its
// outputs and the reference pages it changes are written; any failure puts every file back as it was.
// `dryRun: true` answers the plan and writes nothing (the form's preview). The guard (server/guard.ts) has
// already refused any request not from the playground's own page.
import { existsSync, readdirSync, readFileSync, rmdirSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import fg from "fast-glob";
import { parse } from "yaml";
import { indexNames, staticReason } from "../../verify/libraries/status-row.ts";
import {
  casePath,
  checkPlan,
  EDITED_FILES,
  libraryIds,
  NEW_LIBRARY_LANGUAGES,
  NewLibraryError,
  planNewLibrary,
  type CurrentFiles,
  type FieldProblem,
  type NewLibraryInput,
  type PlannedFile,
  type RepositoryFacts,
} from "../lib/new-library.ts";
import type { LibraryRender } from "./new-library-render.ts";

export interface NewLibraryFolders {
  goldenDir: string;
  templatesDir: string;
  catalogueDir: string;
  /** The folder holding engine/, verify/ and docs-site/ (the repository, or a test's copy of it). */
  repoDir: string;
}

/** Renders the new case and the reference pages with the files now on disk (a fresh engine). */
export type RenderNewLibrary = (library: string, caseName: string) => Promise<LibraryRender>;

/** The engine's part: loaded through Vite in the dev server (the engine's modules are TypeScript). */
export interface NewLibraryEngine {
  /** Helpers a template may print through (engine/render/helpers.ts OUTPUT_HELPERS). */
  outputHelpers: () => Promise<readonly string[]>;
  render: RenderNewLibrary;
}

/** An answer other than 200: the status, the message and (for bad input) each field's problem. */
export class NewLibraryHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: FieldProblem[] = [],
  ) {
    super(message);
  }
}

export interface NewLibraryAnswer {
  ok: true;
  dryRun: boolean;
  /** Files written (or, on a dry run, to write), repository-relative, with their text (and, on a dry run, an edited file's text before). */
  files: (PlannedFile & { before?: string })[];
  /** The golden outputs of the new case (golden/<path> → text); none on a dry run. */
  outputs: Record<string, string>;
  /** The template to edit next: language/library/name. */
  template: string;
  caseName: string;
}

const STRING_FIELDS = ["id", "prettyLabel", "repoUrl", "exampleModel", "language", "templateName", "template"] as const;
const LIST_FIELDS = ["install", "tasks", "apiTables"] as const;

/** The form's JSON, each field checked for its type (the rules come after). */
export function readNewLibraryInput(body: Record<string, unknown>): NewLibraryInput {
  const problems: FieldProblem[] = [];
  const out: Record<string, unknown> = {};
  for (const name of STRING_FIELDS) {
    if (typeof body[name] === "string") out[name] = body[name];
    else problems.push({ field: name, message: "must be a string" });
  }
  for (const name of LIST_FIELDS) {
    const value = body[name] ?? [];
    if (Array.isArray(value) && value.every((v) => typeof v === "string")) out[name] = value;
    else problems.push({ field: name, message: "must be a list of strings" });
  }
  if (body.apiTable !== undefined && body.apiTable !== null) {
    const table = body.apiTable as Record<string, unknown>;
    if (typeof table !== "object" || Array.isArray(table)) problems.push({ field: "apiTable", message: "must be an object {package, version, source, names}" });
    else {
      for (const name of ["package", "version", "source", "names"]) {
        if (typeof table[name] !== "string") problems.push({ field: `apiTable.${name}`, message: "must be a string" });
      }
      out.apiTable = { package: table.package, version: table.version, source: table.source, names: table.names };
    }
  }
  const known = new Set<string>([...STRING_FIELDS, ...LIST_FIELDS, "apiTable", "dryRun"]);
  for (const name of Object.keys(body)) if (!known.has(name)) problems.push({ field: name, message: "is not a field of a new library" });
  if (problems.length) throw new NewLibraryHttpError(400, new NewLibraryError(problems).message, problems);
  return out as unknown as NewLibraryInput;
}

/** A planned path (repository-relative) → the file it is in the folders given. */
export function fileOf(folders: NewLibraryFolders, path: string): string {
  const [top, ...rest] = path.split("/");
  const base = top === "catalogue" ? folders.catalogueDir : top === "templates" ? folders.templatesDir : top === "golden" ? folders.goldenDir : join(folders.repoDir, top!);
  const file = join(base, ...rest);
  const rel = relative(base, file);
  if (rel.startsWith("..") || rel.split(sep).includes("..")) throw new NewLibraryHttpError(400, `${path}: resolves outside its folder`);
  return file;
}

function read(folders: NewLibraryFolders, path: string): string {
  try {
    return readFileSync(fileOf(folders, path), "utf8");
  } catch {
    throw new NewLibraryHttpError(409, `${path}: not found, so no library can be added here (the playground adds one to a whole repository)`);
  }
}

/** The repository's facts the checks need, read from the folders. */
export function repositoryFacts(folders: NewLibraryFolders, input: Pick<NewLibraryInput, "id" | "apiTables" | "apiTable">, outputHelpers: readonly string[]): RepositoryFacts {
  const tables = [...input.apiTables, ...(input.apiTable ? [input.apiTable.package] : [])];
  return {
    libraries: libraryIds(read(folders, "catalogue/libraries.yaml")),
    tasks: Object.keys((parse(read(folders, "catalogue/pipelines.yaml")) as object | null) ?? {}),
    apiTables: existsSync(join(folders.catalogueDir, "api-tables"))
      ? readdirSync(join(folders.catalogueDir, "api-tables")).filter((f) => f.endsWith(".yaml")).map((f) => f.slice(0, -".yaml".length))
      : [],
    templateFolders: [...new Set(fg.sync("*/*", { cwd: folders.templatesDir, onlyDirectories: true }).map((dir) => dir.split("/")[1]!))],
    outputHelpers,
    verifyNote: staticReason(input.id, { [input.id]: tables }, indexNames()),
  };
}

/** The form's plan for `body`, checked against the repository: each bad field named (400). */
export function planFromBody(folders: NewLibraryFolders, body: Record<string, unknown>, outputHelpers: readonly string[]): { input: NewLibraryInput; plan: PlannedFile[]; current: CurrentFiles } {
  const input = readNewLibraryInput(body);
  const current = Object.fromEntries(EDITED_FILES.map((path) => [path, read(folders, path)])) as unknown as CurrentFiles;
  try {
    const plan = planNewLibrary(input, current, repositoryFacts(folders, input, outputHelpers));
    // The checks npm test runs on these files (sorted keys, the verify README's order), before anything is written.
    const unsorted = checkPlan(plan);
    if (unsorted.length) throw new NewLibraryHttpError(409, `the repository's files are out of order already, so no library can be placed: ${unsorted.join("; ")}`);
    for (const file of plan) {
      if (file.created && existsSync(fileOf(folders, file.path))) throw new NewLibraryHttpError(409, `${file.path}: exists already`);
    }
    return { input, plan, current };
  } catch (error) {
    if (error instanceof NewLibraryError) throw new NewLibraryHttpError(400, error.message, error.problems);
    throw error;
  }
}

/** What a write replaced, so it can be put back: the old text, or null for a file that was not there. */
type Undo = { file: string; before: string | null }[];

async function rollBack(undo: Undo, writeFile: (file: string, text: string) => Promise<void>): Promise<string[]> {
  const failed: string[] = [];
  for (const { file, before } of [...undo].reverse()) {
    try {
      if (before === null) {
        await rm(file, { force: true });
        removeEmptyFolders(dirname(file));
      } else await writeFile(file, before);
    } catch (error) {
      failed.push(`${file}: ${(error as Error).message}`);
    }
  }
  return failed;
}

/** Removes `dir` and its parents while they are empty (the folders a created file made). */
function removeEmptyFolders(dir: string): void {
  for (let d = dir; ; d = dirname(d)) {
    try {
      if (!statSync(d).isDirectory() || readdirSync(d).length > 0) return;
      rmdirSync(d);
    } catch {
      return;
    }
  }
}

/**
 * Creates the library: writes the plan, renders the case, writes its outputs and the pages it changes.
 * `writeFile` writes one file atomically (temp file, then rename).
 */
export async function createNewLibrary(
  folders: NewLibraryFolders,
  body: Record<string, unknown>,
  engine: NewLibraryEngine,
  writeFile: (file: string, text: string) => Promise<void>,
): Promise<NewLibraryAnswer> {
  const { input, plan, current } = planFromBody(folders, body, await engine.outputHelpers());
  const caseName = casePath(input).slice("golden/cases/".length, -".yaml".length);
  const template = `${input.language}/${input.id}/${input.templateName}`;
  if (body.dryRun === true) {
    const files = plan.map((file) => (file.created ? file : { ...file, before: current[file.path as keyof CurrentFiles] }));
    return { ok: true, dryRun: true, files, outputs: {}, template, caseName };
  }
  const undo: Undo = [];
  const write = async (file: string, text: string) => {
    const before = existsSync(file) ? readFileSync(file, "utf8") : null;
    if (before === text) return false;
    undo.push({ file, before });
    await writeFile(file, text);
    return true;
  };
  try {
    for (const file of plan) await write(fileOf(folders, file.path), file.content);
    let rendered: LibraryRender;
    try {
      rendered = await engine.render(input.id, caseName);
    } catch (error) {
      const message = (error as Error).message.split("\n")[0]!;
      throw new NewLibraryHttpError(422, `the new case does not render: ${message}`, [{ field: "template", message }]);
    }
    if (rendered.problems.length) {
      throw new NewLibraryHttpError(422, `the new library's outputs would fail the tests: ${rendered.problems.map((p) => p.message).join("; ")}`, rendered.problems);
    }
    if (rendered.outputs.size === 0) throw new NewLibraryHttpError(422, "the new case renders no snippet", [{ field: "template", message: "renders no snippet for the example model" }]);
    const files = [...plan];
    for (const [path, text] of rendered.outputs) {
      await write(fileOf(folders, `golden/${path}`), text);
      files.push({ path: `golden/${path}`, content: text, created: true });
    }
    for (const [path, text] of rendered.pages) {
      const page = `docs-site/golden/${path}`;
      if (await write(fileOf(folders, page), text)) files.push({ path: page, content: text, created: false });
    }
    return { ok: true, dryRun: false, files, outputs: Object.fromEntries([...rendered.outputs].map(([p, t]) => [`golden/${p}`, t])), template, caseName };
  } catch (error) {
    const failed = await rollBack(undo, writeFile);
    if (failed.length) throw new NewLibraryHttpError(500, `${(error as Error).message}; and could not put back: ${failed.join("; ")}`);
    throw error;
  }
}

export { NEW_LIBRARY_LANGUAGES };
