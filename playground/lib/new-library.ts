// A new library, planned from the playground's "New library" form: which files to write with what text,
// so that the library passes `npm test` as soon as its golden outputs are rendered. Pure (texts in, texts
// out): the dev server (server/new-library.ts) reads the files and facts from disk, writes the plan and
// renders the outputs; the form checks its fields with the same rules as the author types.
//
// What `npm test` demands of a library (README "Adding a thing" lists the same steps):
//   - catalogue/libraries.yaml: its entry at its sorted place, keys sorted (catalogue.test.ts), `snippets:
//     true`, its install commands, and for Python snippets `apiTables` (verify/python-api/libraries.test.ts);
//   - catalogue/api-tables/<package>.yaml: the names its Python snippets take from the package;
//   - catalogue/task-libraries.yaml: the library in each task's sorted list (catalogue.test.ts);
//   - catalogue/drift-allow.yaml: the reviewed differences from the hub's lists, `libraries.<id>` and
//     `tasks.<task>.libraries` (catalogue/drift/drift.test.ts);
//   - templates/<language>/<id>/<template>.hbs opening with `{{> notices/_gated}}` (engine/notices.test.ts),
//     printing values only through literal helpers (engine/render/templates.test.ts);
//   - golden/cases/libraries/<id>/<template>.yaml and its rendered outputs, and the task pages that list
//     libraries (docs-site/golden/; the server renders both: `snippets golden` checks them);
//   - verify/libraries/README.md: its row, in order (verify/libraries/run-libraries.test.ts);
//   - engine/generated/ids.ts: the id in `LibraryId` (scripts/generate-ids.test.ts).
import { isMap, isScalar, isSeq, parse, parseDocument, type Pair, type Scalar } from "yaml";

/** The languages a new library's first template may be written in. */
export const NEW_LIBRARY_LANGUAGES = ["python", "sh"] as const;
export type NewLibraryLanguage = (typeof NEW_LIBRARY_LANGUAGES)[number];

/** The form's input. */
export interface NewLibraryInput {
  /** The library id: a model record's `library_name`. */
  id: string;
  prettyLabel: string;
  repoUrl: string;
  /** Shell commands that install what the snippets need, one per entry. */
  install: string[];
  /** Pipeline tags of the models the library serves; the golden case takes the first. */
  tasks: string[];
  /** A model repository of the hub that uses the library: the golden case's record. */
  exampleModel: string;
  language: NewLibraryLanguage;
  /** The first template's name (templates/<language>/<id>/<name>.hbs). */
  templateName: string;
  /** The first template's text. */
  template: string;
  /** Python: existing API tables (catalogue/api-tables/<name>.yaml) that check the snippet too. */
  apiTables: string[];
  /** Python: the API table of the library's own package, written as catalogue/api-tables/<package>.yaml. */
  apiTable?: NewApiTable;
}

export interface NewApiTable {
  /** The package's import name. */
  package: string;
  version: string;
  /** Where the names were read: a URL. */
  source: string;
  /** YAML lines `Name: [attribute, ...]` (the table's `names`). */
  names: string;
}

/** The repository's files the plan edits: path → current text. */
export type CurrentFiles = Readonly<Record<(typeof EDITED_FILES)[number], string>>;
export const EDITED_FILES = [
  "catalogue/libraries.yaml",
  "catalogue/task-libraries.yaml",
  "catalogue/drift-allow.yaml",
  "verify/libraries/README.md",
  "engine/generated/ids.ts",
] as const;

/** What the checks need to know of the repository beyond the edited files. */
export interface RepositoryFacts {
  /** Library ids of catalogue/libraries.yaml (libraryIds). */
  libraries: readonly string[];
  /** Pipeline tags of catalogue/pipelines.yaml. */
  tasks: readonly string[];
  /** Names of catalogue/api-tables/*.yaml. */
  apiTables: readonly string[];
  /** Library folders under templates/ in any language (a folder may exist without a catalogue entry). */
  templateFolders: readonly string[];
  /** Helpers a template may print through (engine/render/helpers.ts OUTPUT_HELPERS). */
  outputHelpers: readonly string[];
  /** The verify status table's note for the library (verify/libraries/status-row.ts). */
  verifyNote: string;
}

/** One problem with one field of the form. */
export interface FieldProblem {
  field: string;
  message: string;
}

export interface PlannedFile {
  path: string;
  content: string;
  /** True for a new file, false for an edit of one in CurrentFiles. */
  created: boolean;
}

export class NewLibraryError extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((p) => `${p.field}: ${p.message}`).join("; "));
  }
}

/** Key order throughout the catalogue (catalogue/catalogue.test.ts): case-insensitive, then by code point. */
export function compareKeys(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const LIBRARY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const TEMPLATE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const PYTHON_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const DOTTED_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const INSTALL = /^\S(.*\S)?$/;
export const NOTICE_PARTIAL = "{{> notices/_gated}}";

function httpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === "https:" && !/\s/.test(text);
  } catch {
    return false;
  }
}

/** A YAML scalar as the catalogue writes it: plain where it reads back as the same string, else double-quoted. */
export function yamlScalar(value: string, inFlow = false): string {
  const plain = inFlow ? `[${value}]` : value;
  try {
    const back = parse(`k: ${plain}`) as { k: unknown };
    const read = inFlow ? (Array.isArray(back.k) && back.k.length === 1 ? back.k[0] : undefined) : back.k;
    if (read === value && !value.includes("\n")) return value;
  } catch {
    // not plain
  }
  return JSON.stringify(value);
}

const flowList = (items: readonly string[]) => `[${items.map((item) => yamlScalar(item, true)).join(", ")}]`;

/** The table's `names`, parsed and checked: dotted name → attributes. */
export function parseApiNames(text: string): { names: Record<string, string[]>; problems: string[] } {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    return { names: {}, problems: [`not YAML: ${(error as Error).message.split("\n")[0]}`] };
  }
  if (data === null || data === undefined) return { names: {}, problems: ["list the names the snippet takes from the package, one `Name: [attribute, ...]` a line"] };
  if (typeof data !== "object" || Array.isArray(data)) return { names: {}, problems: ["must be lines `Name: [attribute, ...]`"] };
  const names: Record<string, string[]> = {};
  const problems: string[] = [];
  for (const [name, attributes] of Object.entries(data as Record<string, unknown>)) {
    if (!DOTTED_NAME.test(name)) problems.push(`${name}: must be a dotted Python name`);
    const list = attributes === null ? [] : attributes;
    if (!Array.isArray(list) || list.some((a) => typeof a !== "string" || !PYTHON_NAME.test(a))) {
      problems.push(`${name}: its attributes must be a list of Python identifiers ([] for none)`);
      continue;
    }
    names[name] = [...new Set(list as string[])].sort(compareKeys);
  }
  return { names, problems };
}

/** The mustaches of a template that print something other than through an allowed helper. */
export function rawMustaches(source: string, allowed: readonly string[]): string[] {
  const helpers = new Set(allowed);
  const raw: string[] = [];
  for (const match of source.matchAll(/\{\{~?\s*([^#/>!^~}\s][^}\s]*)/g)) {
    const head = match[1]!;
    if (head !== "else" && !helpers.has(head)) raw.push(match[0]);
  }
  return raw;
}

/** Library ids of catalogue/libraries.yaml (its top-level keys). */
export function libraryIds(librariesYaml: string): string[] {
  const doc = parseDocument(librariesYaml);
  return isMap(doc.contents) ? doc.contents.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key)) : [];
}

/** Every problem with the input, each naming its field; [] when the plan can be made. */
export function checkNewLibrary(input: NewLibraryInput, facts: Omit<RepositoryFacts, "verifyNote">): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  const { id } = input;
  if (!LIBRARY_ID.test(id)) problem("id", "must start with a letter or digit and hold only letters, digits, . _ - (a model record's library_name)");
  else if (yamlScalar(id) !== id) problem("id", `"${id}" would not read back as itself in YAML (a number, a boolean): choose another`);
  else {
    const taken = facts.libraries.find((other) => other.toLowerCase() === id.toLowerCase());
    if (taken !== undefined) problem("id", taken === id ? `"${id}" is taken: catalogue/libraries.yaml has it` : `"${id}" differs only by case from the library "${taken}"`);
    else if (facts.templateFolders.includes(id)) problem("id", `templates/<language>/${id}/ exists already`);
  }
  if (input.prettyLabel.trim() === "") problem("prettyLabel", "give the name shown on the model page's button");
  else if (input.prettyLabel !== input.prettyLabel.trim() || input.prettyLabel.includes("\n")) problem("prettyLabel", "one line, no surrounding space");
  if (!httpsUrl(input.repoUrl)) problem("repoUrl", "must be an https URL (the library's code)");
  else if (repoName(input.repoUrl) === "") problem("repoUrl", "must name the repository (https://host/owner/name)");
  if (input.install.length === 0) problem("install", "give at least one install command");
  input.install.forEach((command, i) => {
    if (!INSTALL.test(command)) problem(`install[${i}]`, "a shell command on one line, no surrounding space");
    else if (command.replace(/\{(id|name)\}/g, "").match(/[{}]/)) problem(`install[${i}]`, "a brace only in {id} or {name} (the record's id, its repository name)");
  });
  if (input.tasks.length === 0) problem("tasks", "give at least one task (a pipeline tag) its models have");
  const seen = new Set<string>();
  for (const task of input.tasks) {
    if (!facts.tasks.includes(task)) problem("tasks", `unknown task "${task}" (catalogue/pipelines.yaml has none by that name)`);
    if (seen.has(task)) problem("tasks", `"${task}" is listed twice`);
    seen.add(task);
  }
  if (!MODEL_ID.test(input.exampleModel)) problem("exampleModel", "a model repository of the hub, owner/name");
  if (!(NEW_LIBRARY_LANGUAGES as readonly string[]).includes(input.language)) problem("language", `must be one of ${NEW_LIBRARY_LANGUAGES.join(", ")}`);
  if (!TEMPLATE_NAME.test(input.templateName)) problem("templateName", "letters, digits, _ and -, not starting with _ (a partial's mark)");
  checkTemplate(input.template, facts.outputHelpers, problem);
  checkTables(input, facts.apiTables, problem);
  return problems;
}

function checkTemplate(template: string, helpers: readonly string[], problem: (field: string, message: string) => void): void {
  if (!template.startsWith(`${NOTICE_PARTIAL}\n`)) problem("template", `must open with ${NOTICE_PARTIAL} on its own line (a gated model's access notice; engine/notices.test.ts)`);
  const raw = rawMustaches(template, helpers);
  if (raw.length) problem("template", `prints ${raw.join(", ")} raw: print record values through a literal helper ({{py id}}, {{sh id}}, ...)`);
  if (template.trim() === NOTICE_PARTIAL) problem("template", "write the snippet below the notice line");
}

function checkTables(input: NewLibraryInput, existing: readonly string[], problem: (field: string, message: string) => void): void {
  const tables = new Set<string>();
  for (const table of input.apiTables) {
    if (!existing.includes(table)) problem("apiTables", `no API table "${table}" (catalogue/api-tables/${table}.yaml)`);
    tables.add(table);
  }
  const table = input.apiTable;
  if (input.language !== "python") {
    if (table || input.apiTables.length) problem("apiTables", "API tables check Python snippets only");
    return;
  }
  if (!table) {
    if (!input.apiTables.length) problem("apiTable", "a Python snippet needs an API table: the names it takes from its package (verify/python-api/libraries.test.ts)");
    return;
  }
  if (!PYTHON_NAME.test(table.package)) problem("apiTable.package", "must be the package's Python import name");
  else if (existing.includes(table.package)) problem("apiTable.package", `catalogue/api-tables/${table.package}.yaml exists: name it under existing tables instead`);
  else if (tables.has(table.package)) problem("apiTable.package", "is also listed under existing tables");
  if (!/^\S+$/.test(table.version)) problem("apiTable.version", "the package version the names were read from (one word, e.g. 1.2.0)");
  if (!httpsUrl(table.source)) problem("apiTable.source", "must be an https URL where the names can be read (the package's code or docs)");
  for (const message of parseApiNames(table.names).problems) problem("apiTable.names", message);
}

/** The repository name of a repository URL: its last path segment, without `.git`. */
export function repoName(url: string): string {
  try {
    const segments = new URL(url).pathname.split("/").filter(Boolean);
    return (segments.at(-1) ?? "").replace(/\.git$/, "");
  } catch {
    return "";
  }
}

/** The catalogue entry, keys sorted. */
export function catalogueEntry(input: NewLibraryInput): string {
  const tables = [...input.apiTables, ...(input.apiTable ? [input.apiTable.package] : [])].sort(compareKeys);
  const lines = [
    `${input.id}:`,
    ...(tables.length ? [`  apiTables: ${flowList(tables)}`] : []),
    `  install: ${flowList(input.install)}`,
    `  prettyLabel: ${yamlScalar(input.prettyLabel)}`,
    `  repoName: ${yamlScalar(repoName(input.repoUrl))}`,
    `  repoUrl: ${yamlScalar(input.repoUrl)}`,
    "  snippets: true",
  ];
  return `${lines.join("\n")}\n`;
}

/** The offset of the start of the line holding `offset`, moved up over comment lines right above it. */
function blockStart(text: string, offset: number): number {
  let start = text.lastIndexOf("\n", offset - 1) + 1;
  for (;;) {
    if (start === 0) return start;
    const previous = text.lastIndexOf("\n", start - 2) + 1;
    if (!text.slice(previous, start).startsWith("#")) return start;
    start = previous;
  }
}

/** catalogue/libraries.yaml with the entry at its sorted place. */
export function withLibrary(librariesYaml: string, input: NewLibraryInput): string {
  const doc = parseDocument(librariesYaml);
  if (!isMap(doc.contents)) throw new Error("catalogue/libraries.yaml: not a map of libraries");
  const next = doc.contents.items.find((pair) => compareKeys(String((pair.key as Scalar).value), input.id) > 0);
  const entry = catalogueEntry(input);
  if (!next) return `${librariesYaml.replace(/\n*$/, "\n")}${entry}`;
  const at = blockStart(librariesYaml, (next.key as Scalar).range![0]);
  return `${librariesYaml.slice(0, at)}${entry}${librariesYaml.slice(at)}`;
}

/** catalogue/task-libraries.yaml with the library in each task's sorted list. */
export function withTaskLibraries(text: string, id: string, tasks: readonly string[]): string {
  const doc = parseDocument(text);
  if (!isMap(doc.contents)) throw new Error("catalogue/task-libraries.yaml: not a map of tasks");
  const edits: { from: number; to: number; text: string }[] = [];
  for (const task of tasks) {
    const pair = doc.contents.items.find((p: Pair) => isScalar(p.key) && p.key.value === task);
    if (!pair || !isSeq(pair.value)) throw new Error(`catalogue/task-libraries.yaml: ${task}: no list of libraries`);
    const ids = pair.value.items.map((item) => String(isScalar(item) ? item.value : item));
    const range = pair.value.range!;
    edits.push({ from: range[0], to: range[1], text: flowList([...ids, id].sort(compareKeys)) });
  }
  let out = text;
  for (const edit of edits.sort((a, b) => b.from - a.from)) out = `${out.slice(0, edit.from)}${edit.text}${out.slice(edit.to)}`;
  return out;
}

/** The drift report's names of the differences the new library makes with the hub's lists. */
export function driftNames(input: Pick<NewLibraryInput, "id" | "tasks">): { section: string; what: string; reason: string }[] {
  return [
    { section: "libraries", what: `libraries.${input.id}`, reason: `${input.id} is a library the hub's list does not have yet (added with the playground's New library form).` },
    ...input.tasks.map((task) => ({
      section: "tasks",
      what: `tasks.${task}.libraries`,
      reason: `The hub's list of ${task} libraries does not name ${input.id} yet, whose models serve the task.`,
    })),
  ];
}

/** catalogue/drift-allow.yaml with the new differences (those it does not list already) at its end. */
export function withDriftAllowed(text: string, input: Pick<NewLibraryInput, "id" | "tasks">): string {
  const listed = parse(text) as { section: string; what: string }[] | null;
  const known = new Set((listed ?? []).map((e) => `${e.section}\0${e.what}`));
  const added = driftNames(input)
    .filter((e) => !known.has(`${e.section}\0${e.what}`))
    .map((e) => `- section: ${e.section}\n  what: ${yamlScalar(e.what)}\n  reason: >-\n    ${e.reason}\n`);
  return `${text.replace(/\n*$/, "\n")}${added.join("")}`;
}

/** verify/libraries/README.md with the library's row at its place (rows sorted as the test sorts folder names). */
export function withVerifyRow(readme: string, id: string, note: string): string {
  const row = `| ${id} | checked statically only | ${note.replace(/\|/g, "\\|")} |`;
  const lines = readme.split("\n");
  const rows = lines.map((line, i) => ({ i, name: /^\| ([^ |]+) \| (run for real|checked statically only)/.exec(line)?.[1] })).filter((r) => r.name !== undefined);
  if (rows.length === 0) throw new Error("verify/libraries/README.md: no status table rows");
  const after = rows.find((r) => r.name!.localeCompare(id) > 0);
  lines.splice(after ? after.i : rows.at(-1)!.i + 1, 0, row);
  return lines.join("\n");
}

/** engine/generated/ids.ts with the id in LibraryId, as scripts/generate-ids.ts writes it. */
export function withLibraryId(idsTs: string, id: string): string {
  const line = /^export type LibraryId = (.*);$/m.exec(idsTs);
  if (!line) throw new Error("engine/generated/ids.ts: no LibraryId line");
  const ids = [...line[1]!.matchAll(/"(?:[^"\\]|\\.)*"/g)].map((m) => JSON.parse(m[0]) as string);
  const union = [...new Set([...ids, id])].sort().map((i) => JSON.stringify(i)).join(" | ");
  return idsTs.replace(line[0], `export type LibraryId = ${union};`);
}

/** The golden case's path under the repository. */
export const casePath = (input: Pick<NewLibraryInput, "id" | "templateName">) => `golden/cases/libraries/${input.id}/${input.templateName}.yaml`;

export function goldenCase(input: NewLibraryInput): string {
  return [
    "# yaml-language-server: $schema=../../../../schemas/golden-case.json",
    `description: ${yamlScalar(`The ${input.prettyLabel} snippet for ${input.exampleModel}, a ${input.tasks[0]} model.`)}`,
    "model:",
    `  id: ${yamlScalar(input.exampleModel)}`,
    `  library_name: ${yamlScalar(input.id)}`,
    `  pipeline_tag: ${yamlScalar(input.tasks[0]!)}`,
    "",
  ].join("\n");
}

export function apiTableFile(table: NewApiTable): string {
  const { names } = parseApiNames(table.names);
  const lines = [
    "# yaml-language-server: $schema=../../schemas/api-table.json",
    `# Names the library snippets take from ${table.package} (checked by verify/python-api/libraries.test.ts).`,
    `package: ${table.package}`,
    `version: ${yamlScalar(table.version)}`,
    "sources:",
    `  - ${yamlScalar(table.source)}`,
    Object.keys(names).length ? "names:" : "names: {}",
    ...Object.keys(names)
      .sort(compareKeys)
      .map((name) => `  ${name}: ${flowList(names[name]!)}`),
    "",
  ];
  return lines.join("\n");
}

/** `path: problem` for each map of a YAML text whose keys are out of order (flow maps aside), as catalogue.test.ts finds them. */
export function unsortedKeys(text: string): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, path: string): void => {
    if (isMap(node)) {
      const keys = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
      for (let i = 1; i < keys.length && !node.flow; i++) {
        if (compareKeys(keys[i - 1]!, keys[i]!) >= 0) problems.push(`${path || "(root)"}: "${keys[i]}" should come before "${keys[i - 1]}"`);
      }
      node.items.forEach((pair, i) => walk(pair.value, path ? `${path}.${keys[i]}` : keys[i]!));
    } else if (isSeq(node)) node.items.forEach((item, i) => walk(item, `${path}[${i}]`));
  };
  walk(parseDocument(text).contents, "");
  return problems;
}

/**
 * The checks the tests run on the files a plan edits, run on the plan itself: sorted keys and task lists
 * (catalogue.test.ts), the verify README's rows in order (run-libraries.test.ts). A problem here means a
 * file was out of order before the library came: each is named, with its file.
 */
export function checkPlan(files: readonly PlannedFile[]): string[] {
  const text = (path: string) => files.find((f) => f.path === path)?.content;
  const problems: string[] = [];
  for (const path of ["catalogue/libraries.yaml", "catalogue/task-libraries.yaml"]) {
    const content = text(path);
    if (content !== undefined) problems.push(...unsortedKeys(content).map((p) => `${path}: ${p}`));
  }
  const tasks = text("catalogue/task-libraries.yaml");
  if (tasks !== undefined) {
    for (const [task, ids] of Object.entries((parse(tasks) as Record<string, string[]> | null) ?? {})) {
      if (ids.join("\0") !== [...ids].sort(compareKeys).join("\0")) problems.push(`catalogue/task-libraries.yaml: ${task}: its libraries are not sorted`);
    }
  }
  const readme = text("verify/libraries/README.md");
  if (readme !== undefined) {
    const rows = [...readme.matchAll(/^\| ([^ |]+) \| (run for real|checked statically only)/gm)].map((m) => m[1]!);
    const sorted = [...rows].sort((a, b) => a.localeCompare(b));
    const at = rows.findIndex((row, i) => row !== sorted[i]);
    if (at !== -1) problems.push(`verify/libraries/README.md: row "${rows[at]}" is out of order (expected "${sorted[at]}" there)`);
  }
  return problems;
}

/** The files the new library takes, before its golden outputs are rendered; throws NewLibraryError naming each bad field. */
export function planNewLibrary(input: NewLibraryInput, current: CurrentFiles, facts: RepositoryFacts): PlannedFile[] {
  const problems = checkNewLibrary(input, facts);
  if (problems.length) throw new NewLibraryError(problems);
  const edit = (path: (typeof EDITED_FILES)[number], content: string): PlannedFile => ({ path, content, created: false });
  const files: PlannedFile[] = [
    edit("catalogue/libraries.yaml", withLibrary(current["catalogue/libraries.yaml"], input)),
    edit("catalogue/task-libraries.yaml", withTaskLibraries(current["catalogue/task-libraries.yaml"], input.id, input.tasks)),
    edit("catalogue/drift-allow.yaml", withDriftAllowed(current["catalogue/drift-allow.yaml"], input)),
    edit("verify/libraries/README.md", withVerifyRow(current["verify/libraries/README.md"], input.id, facts.verifyNote)),
    edit("engine/generated/ids.ts", withLibraryId(current["engine/generated/ids.ts"], input.id)),
    { path: `templates/${input.language}/${input.id}/${input.templateName}.hbs`, content: input.template.endsWith("\n") ? input.template : `${input.template}\n`, created: true },
    { path: casePath(input), content: goldenCase(input), created: true },
  ];
  if (input.language === "python" && input.apiTable) files.push({ path: `catalogue/api-tables/${input.apiTable.package}.yaml`, content: apiTableFile(input.apiTable), created: true });
  return files;
}
