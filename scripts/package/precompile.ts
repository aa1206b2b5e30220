// The templates as JavaScript module source, compiled when the package is built: Handlebars parses each
// template (so whitespace control and standalone lines are exactly Handlebars'), the engine's code
// generator writes it as a factory (generateTemplateModule), and engine/render/precompiled.ts links it
// at run time without Handlebars or eval. One module per pack:
//   templates/<language>   the inference clients of one language (the folders with a client.yaml: their templates
//                          and client.yaml data) and its notices
//   templates/libraries    every library's templates ("Use this model")
//   templates/local-apps   the local apps' templates
// A template outside the generator's subset fails the build, naming it.
import { generateTemplateModule } from "../../engine/render/codegen.ts";
import { codegenEnvironment, parseTemplate, templateHandlebars } from "../../engine/render/handlebars.ts";
import { TEMPLATE_HELPERS } from "../../engine/render/helpers.ts";
import { languages } from "../../engine/languages/index.ts";
import * as literalsModule from "../../engine/literals.ts";
import { RUNTIME } from "../../engine/render/runtime.ts";
import { similarityOrder } from "./similarity-order.ts";

/** Which packs a template folder goes in. */
export function packsOf(language: string, folder: string, clientFolders: ReadonlySet<string>, libraryLanguages: ReadonlySet<string>): string[] {
  // A language's notices (a gated model's access line) go with its inference clients and, where the language
  // has library snippets, with those: both add them.
  if (folder === "notices") return libraryLanguages.has(language) ? [language, "libraries"] : [language];
  if (clientFolders.has(`${language}/${folder}`)) return [language];
  if (language === "sh" && folder === "local-apps") return ["local-apps"];
  return ["libraries"];
}

/** Helper name → the language whose definition gives it (`py` → python), the function, and whether it writes a literal. */
const helperOwners = new Map<string, { language: string; write: unknown; literal: boolean }>(
  Object.values(languages).flatMap((language) => [
    ...Object.entries(language.literals).map(([name, write]) => [name, { language: language.id, write, literal: true }] as const),
    ...Object.entries(language.helpers ?? {}).map(([name, write]) => [name, { language: language.id, write, literal: false }] as const),
  ]),
);

/** Each language file's named exports, and the shared writers' (engine/literals.ts), where a pack may import a writer alone. */
const writerModules: [string, Record<string, unknown>][] = [
  ...(await Promise.all(
    Object.keys(languages)
      .sort()
      .map(async (id) => [`./engine/languages/${id}.ts`, (await import(`../../engine/languages/${id}.ts`)) as Record<string, unknown>] as [string, Record<string, unknown>]),
  )),
  ["./engine/literals.ts", literalsModule as Record<string, unknown>],
];

/** Where a writer is a named export: [module, export name], or undefined. */
function exportOf(write: unknown): [string, string] | undefined {
  for (const [module, exports] of writerModules) {
    const name = Object.keys(exports).find((name) => name !== "default" && exports[name] === write);
    if (name !== undefined) return [module, name];
  }
  return undefined;
}

/**
 * A pack's imports of what its templates need of languages, and its `languages` and `writers` tables: the
 * definition of each language whose names or comments they need, and of the other languages whose writers
 * they call, those writers alone (each imported from the module that exports it; a writer no module exports
 * brings its language's definition instead).
 */
function languageImports(needs: { definitions: Set<string>; writers: Set<string> }): { imports: string; table: string } {
  const definitions = new Set(needs.definitions);
  const writerOnly = new Map<string, { name: string; literal: boolean; from: [string, string] }[]>();
  for (const name of [...needs.writers].sort()) {
    const found = helperOwners.get(name);
    if (!found || definitions.has(found.language)) continue;
    const from = exportOf(found.write);
    if (from === undefined) definitions.add(found.language);
    else writerOnly.set(found.language, [...(writerOnly.get(found.language) ?? []), { name, literal: found.literal, from }]);
  }
  for (const id of definitions) writerOnly.delete(id);
  const ids = [...definitions].sort();
  let imports = ids.map((id, i) => `import l${i} from ${JSON.stringify(`./engine/languages/${id}.ts`)};\n`).join("");
  const writerTables: string[] = [];
  let n = 0;
  for (const [id, writers] of [...writerOnly].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const local = writers.map(({ from: [module, name] }) => {
      imports += `import { ${name} as w${n} } from ${JSON.stringify(module)};\n`;
      return `w${n++}`;
    });
    const group = (literal: boolean) => writers.flatMap((w, i) => (w.literal === literal ? [`${JSON.stringify(w.name)}: ${local[i]}`] : [])).join(", ");
    writerTables.push(`${JSON.stringify(id)}: { literals: { ${group(true)} }, helpers: { ${group(false)} } }`);
  }
  const table = `languages: { ${ids.map((id, i) => `${JSON.stringify(id)}: l${i}`).join(", ")} }, writers: { ${writerTables.join(", ")} }`;
  return { imports, table };
}

/**
 * What of which languages a template's generated code needs. `definitions`: its own language where it checks
 * names in it (`ownAlways`: also where it checks none), and the language of each comment it writes through
 * the helper (a comment in a literal language is written with the language's prefix, C). `writers`: the
 * writer or helper names it calls (`py`, `jsAccess`), each a language's.
 */
function languagesOf(key: string, code: string, ownAlways: boolean): { definitions: string[]; writers: string[] } {
  const definitions = new Set(ownAlways || /\bH\.ident\(/.test(code) ? [key.slice(0, key.indexOf("/"))] : []);
  for (const [, language] of code.matchAll(/\b(?:N\(|H\.comment\()"([^"]+)"/g)) definitions.add(language!);
  const writers = new Set<string>();
  for (const [, name] of code.matchAll(/\b[WH](?:\.([A-Za-z_$][\w$]*)|\["[^"]*"\])/g)) if (name) writers.add(name);
  return { definitions: [...definitions], writers: [...writers] };
}

/** The generated code's opening where a template begins with its language's notice (`{{> notices/_gated}}`). */
const NOTICE_OPENING = (language: string) =>
  `(c, s = { ctx: c, parent: null }, d = { root: c }) => {\nlet o = "";\n{\no += P(${JSON.stringify(`${language}/notices/_gated`)})(s, d);\n}\n`;

/**
 * A template's generated code that begins with its notice, written through template-shapes.ts's `noticed`:
 * `noticed("python", (c, s, d) => rest)`, the rest an expression where the template is one more output
 * (`o += …; return o;`), else the rest of the function. Other code as it is. (Leaving out the arguments a
 * rest does not read, or passing text alone as text, weighs the same in gzip: measured.)
 */
export function withNoticeShape(code: string, language: string): string {
  const opening = NOTICE_OPENING(language);
  if (!code.startsWith(opening) || !code.endsWith("\nreturn o;\n}")) return code;
  const rest = code.slice(opening.length, -"\nreturn o;\n}".length);
  const single = /^o \+= ([^\n]*);$/.exec(rest);
  // One output statement: one line, with no other statement outside its string literals.
  const expression = single && !single[1]!.replace(/"(?:[^"\\]|\\.)*"/g, '""').includes(";") ? single[1]! : null;
  const body = expression ?? `{\nlet o = "";\n${rest}\nreturn o;\n}`;
  return `noticed(${JSON.stringify(language)}, (c, s, d) => ${body})`;
}

/**
 * Pack name → the module's source: `export default { languages: { id: definition }, clients: { "language/client": data }, templates: { "language/folder": { name: factory } } }`,
 * the language definitions imported from engine/languages/ (a page gets the literal writers of the
 * languages it shows and no others), and a language pack's inference clients' client.yaml data
 * (`clientData`, by folder).
 */
export function precompiledPacks(
  templates: Record<string, string>,
  clientFolders: ReadonlySet<string>,
  clientData: Readonly<Record<string, unknown>> = {},
): Record<string, string> {
  const hbs = templateHandlebars();
  const parse = (key: string) => {
    try {
      return parseTemplate(hbs, templates[key]!);
    } catch (error) {
      throw new Error(`templates/${key}.hbs: ${(error as Error).message}`);
    }
  };
  const env = {
    ...codegenEnvironment(hbs, {
      hasSource: (key: string) => Object.hasOwn(templates, key),
      partialBody: () => null,
      partialAst: (key: string) => (Object.hasOwn(templates, key) ? parse(key) : null),
    }),
    comments: { helper: TEMPLATE_HELPERS.comment, prefixOf: (id: string) => (Object.hasOwn(languages, id) ? languages[id]!.lineComment : undefined) },
  };
  /** Pack → folder (`language/folder`) → the folder's templates, `name: code`. */
  const packs: Record<string, Record<string, string[]>> = {};
  const packLanguages: Record<string, { definitions: Set<string>; writers: Set<string> }> = {};
  // The languages with library snippets: a folder that is no client, no notices and no local apps.
  const libraryLanguages = new Set(
    Object.keys(templates)
      .map((key) => key.split("/") as [string, string])
      .filter(([language, folder]) => packsOf(language, folder, clientFolders, new Set()).includes("libraries"))
      .map(([language]) => language),
  );
  for (const key of Object.keys(templates).sort()) {
    const [language, folder] = key.split("/") as [string, string];
    let code: string;
    try {
      code = generateTemplateModule(parse(key), key, env);
    } catch (error) {
      throw new Error(`templates/${key}.hbs: cannot be precompiled: ${(error as Error).message || (error as Error).constructor.name}`);
    }
    for (const pack of packsOf(language, folder, clientFolders, libraryLanguages)) {
      const name = key.slice(language.length + folder.length + 2);
      ((packs[pack] ??= {})[`${language}/${folder}`] ??= []).push(`${JSON.stringify(name)}: ${withNoticeShape(code, language)}`);
      // An inference client's or local app's setup asks its language for the install command
      // (engine/requirements.ts); a library snippet's requirements come from the catalogue or its install
      // template, so the library templates need their own language only where they check names.
      const needs = languagesOf(key, code, pack !== "libraries");
      const packNeeds = (packLanguages[pack] ??= { definitions: new Set(), writers: new Set() });
      for (const id of needs.definitions) packNeeds.definitions.add(id);
      for (const name of needs.writers) packNeeds.writers.add(name);
    }
  }
  return Object.fromEntries(
    Object.entries(packs).map(([pack, folders]) => {
      // Alike folders side by side, for gzip (similarity-order.ts); the store is keyed, so order is not meaning.
      const entries = similarityOrder(Object.entries(folders), (templates) => templates.join("\n")).map(
        ([folder, templates]) => `${JSON.stringify(folder)}: {\n${templates.join(",\n")}\n}`,
      );
      const { imports, table } = languageImports(packLanguages[pack]!);
      // A language's pack brings its inference clients' client.yaml data (engine/inference/clients.ts).
      const clients = Object.keys(folders)
        .filter((folder) => clientFolders.has(folder) && Object.hasOwn(clientData, folder))
        .sort()
        .map((folder) => `${JSON.stringify(folder)}: ${JSON.stringify(clientData[folder])}`);
      const head =
        `import { ${Object.keys(RUNTIME).join(", ")} } from "./engine/render/runtime.ts";\n` +
        `import { LITERAL_WRITERS as W, TEMPLATE_HELPERS as H } from "./engine/render/helpers.ts";\n` +
        `import { N, P } from "./engine/render/precompiled.ts";\n` +
        `import { commentWith as C } from "./engine/languages/index.ts";\n` +
        `import { noticed } from "./scripts/package/template-shapes.ts";\n` +
        imports;
      const clientsField = clients.length > 0 ? `, clients: { ${clients.join(", ")} }` : "";
      return [pack, `${head}export default { ${table}${clientsField}, templates: {\n${entries.join(",\n")}\n} };\n`];
    }),
  );
}
