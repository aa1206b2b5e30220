// What a snippet language is to the engine. One file per language under engine/languages/<id>.ts
// exports its definition (defineLanguage) as its default export; the registry (index.ts) finds them by
// file name, which is the language's id.
/** Writes a value as a literal of a language, continuation lines indented by `indent` spaces. */
export type LiteralWriter = (value: unknown, indent: number) => string;

/** A snippet language: its id, extension, comments, literal writers, grammar and highlighter. */
export interface LanguageDefinition {
  /** The language id used in template paths and snippets (templates/<id>/<client>/...): its file's name. */
  id: string;
  /** File extension of its golden files and of the files the execution run writes (the id when the file gives none). */
  extension: string;
  /** Line-comment prefix; comments are written a line at a time, so text cannot leave them. */
  lineComment: string;
  /**
   * Template helpers writing literals of this language: helper name → writer. Values from model records
   * reach code only through one of these (or a shared writer such as `json`).
   */
  literals: Record<string, LiteralWriter>;
  /**
   * Other template helpers that write code of this language from a value (the path into a parsed JSON
   * answer, say): helper name → writer. Optional; their names must not clash with any other helper.
   */
  helpers?: Record<string, (value: unknown) => string>;
  /** Whether a record value may be printed as a name (an identifier that is not a reserved word). */
  isIdentifier: (value: unknown) => boolean;
  /**
   * The command that installs a package of the language's package manager from version `floor` on
   * (`pip install "huggingface_hub>=1.33"`): what a client's `setup.package` in client.yaml becomes.
   * Optional: a language without one has its clients give their install commands.
   */
  installPackage?: (name: string, floor: string | undefined) => string;
  /**
   * The tree-sitter grammar its golden files are parsed with (`name`: npm package tree-sitter-<name>), or
   * null; `holding` is a whole program of the language that holds `literal` as a value (a variable set to
   * it), where the literal writers' output is parsed on its own (the definition tests, the fuzz).
   */
  grammar: {
    /** The grammar's package name, after tree-sitter-. */
    name: string;
    /** A program holding `literal` as a value. */
    holding: (literal: string) => string;
  } | null;
  /**
   * How the playground highlights its code, or null for plain text: a CodeMirror 6 language (`lezer`,
   * one of those playground/lib/highlight.ts loads), or a CodeMirror 5 mode from @codemirror/legacy-modes
   * (`legacyMode`: the file under mode/, and its export when that is not the file's name).
   */
  highlighter:
    | {
        /** A CodeMirror 6 language. */
        lezer: "python" | "javascript" | "typescript" | "json" | "yaml";
      }
    | {
        /** A legacy mode's file. */
        legacyMode: string;
        /** Its export, when not the file's name. */
        export?: string;
      }
    | null;
}

/** What a definition file says: the definition without its id (the file's name) and, where it is the id, its extension. */
export type LanguageFile = Omit<LanguageDefinition, "id" | "extension"> & {
  /** File extension, when it is not the id. */
  extension?: string;
};


/**
 * A definition file's default export as a loader reads it (files.node.ts, files.browser.ts), checked: a bad
 * one throws, naming the file. The installed package reads no file: its template packs hold definitions the
 * build took from checked files.
 */
export function checkedLanguageFile(file: string, exported: unknown): LanguageFile {
  if (!exported || typeof exported !== "object") throw new Error(`engine/languages/${file}.ts: must export its definition as the default export`);
  if (Object.hasOwn(exported, "id")) throw new Error(`engine/languages/${file}.ts: id: the file's name is the language's id ("${file}"); remove the field`);
  return exported as LanguageFile;
}

/**
 * A definition file's default export, type-checked; the registry adds the id and the default extension.
 * Free of side effects (the package build marks its calls so: a page that imports only a file's writers,
 * a template pack's `writers`, leaves the definition out).
 */
export function defineLanguage(definition: LanguageFile): LanguageFile {
  return definition;
}

const COMMON_FORM = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Rules made by identifierRule: they test the common form themselves, so a caller need not test it again. */
const commonFormRules = new WeakSet<(value: unknown) => boolean>();

/** Whether `rule` came from identifierRule (it admits only names of the common C-like form). */
export function testsCommonForm(rule: (value: unknown) => boolean): boolean {
  return commonFormRules.has(rule);
}

/** An identifier of the common C-like form that is not in `reserved`. Free of side effects but on its result (see defineLanguage). */
export function identifierRule(reserved: readonly string[]): (value: unknown) => boolean {
  const words = new Set(reserved);
  const rule = (value: unknown) => typeof value === "string" && COMMON_FORM.test(value) && !words.has(value);
  commonFormRules.add(rule);
  return rule;
}
