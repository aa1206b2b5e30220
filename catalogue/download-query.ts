// Download-count queries: which files of a model repository count as one download of it.
//
// A library's `countDownloads` is a small query language in the style of the hub's search index:
//
//   query  := or
//   or     := and ("OR" and)*
//   and    := unary ("AND" unary)*
//   unary  := "NOT" unary | "(" or ")" | term
//   term   := field ":" "\"value\""
//
// Fields (all about the file's path inside the repository, e.g. `ckpt/model.safetensors`):
//   path            the whole path                          path:"config.json"
//   path_extension  the text after the file name's last dot  path_extension:"gguf"   (no leading dot)
//   path_filename   the file name without its extension     path_filename:"config"
//   path_prefix     the file's folder (with a trailing /) starts with this   path_prefix:"checkpoints/"
//   _exists_        the named field has a value             _exists_:"path_prefix" (file is in a folder)
// Operators are upper-case, as in Lucene; whitespace (newlines included) separates tokens.
import { InputError } from "./input-error.ts";

import { libraries } from "./libraries.ts";
import { CatalogueError } from "./load.ts";

/** The fields of a file's path a query can test: the whole path, its extension, its file name, its folder. */
export const DOWNLOAD_QUERY_FIELDS = ["path", "path_extension", "path_filename", "path_prefix"] as const;
/** One of DOWNLOAD_QUERY_FIELDS. */
export type DownloadQueryField = (typeof DOWNLOAD_QUERY_FIELDS)[number];

/** A parsed download query (parseDownloadQuery): a term, an existence test, or AND, OR, NOT of queries. */
export type DownloadQuery =
  | {
      /** `field:"value"`. */
      kind: "term";
      /** The field tested. */
      field: DownloadQueryField;
      /** The value it must have. */
      value: string;
    }
  | {
      /** `_exists_:field`. */
      kind: "exists";
      /** The field that must be present. */
      field: DownloadQueryField;
    }
  | {
      /** All of the operands. */
      kind: "and";
      /** The operands. */
      operands: DownloadQuery[];
    }
  | {
      /** Any of the operands. */
      kind: "or";
      /** The operands. */
      operands: DownloadQuery[];
    }
  | {
      /** Not the operand. */
      kind: "not";
      /** The operand. */
      operand: DownloadQuery;
    };

/** Files counted for a library that has no query of its own. */
export const DEFAULT_DOWNLOAD_FILES = ["config.json", "config.yaml", "hyperparams.yaml", "params.json", "meta.yaml"] as const;

/** The default set written as a query. */
export const DEFAULT_DOWNLOAD_QUERY = DEFAULT_DOWNLOAD_FILES.map((f) => `path:"${f}"`).join(" OR ");

/** A query that does not parse; `column` is 1-based. */
export class DownloadQueryError extends InputError {
  /** The class's name, kept in the minified package. */
  override readonly name: string = "DownloadQueryError";
  constructor(
    /** What is wrong. */
    readonly problem: string,
    /** Where, 1-based. */
    readonly column: number,
    /** The query. */
    readonly query: string,

  ) {
    super(`${problem} (column ${column} of: ${query.replace(/\s+/g, " ").trim()})`);
  }
}

type Token =
  | { type: "word"; text: string; pos: number }
  | { type: "string"; text: string; pos: number }
  | { type: "colon" | "lparen" | "rparen"; pos: number }
  | { type: "end"; pos: number };

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const c = query[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === ":") {
      tokens.push({ type: "colon", pos: i++ });
    } else if (c === "(") {
      tokens.push({ type: "lparen", pos: i++ });
    } else if (c === ")") {
      tokens.push({ type: "rparen", pos: i++ });
    } else if (c === '"') {
      const start = i++;
      let text = "";
      while (i < query.length && query[i] !== '"') {
        if (query[i] === "\\" && i + 1 < query.length) i++;
        text += query[i++];
      }
      if (i >= query.length) throw new DownloadQueryError("unterminated string", start + 1, query);
      i++;
      tokens.push({ type: "string", text, pos: start });
    } else if (/[A-Za-z0-9_.*\-/]/.test(c)) {
      const start = i;
      while (i < query.length && /[A-Za-z0-9_.*\-/]/.test(query[i])) i++;
      tokens.push({ type: "word", text: query.slice(start, i), pos: start });
    } else {
      throw new DownloadQueryError(`unexpected character ${JSON.stringify(c)}`, i + 1, query);
    }
  }
  tokens.push({ type: "end", pos: query.length });
  return tokens;
}

function describe(token: Token): string {
  switch (token.type) {
    case "word":
      return `"${token.text}"`;
    case "string":
      return `the string "${token.text}"`;
    case "colon":
      return '":"';
    case "lparen":
      return '"("';
    case "rparen":
      return '")"';
    case "end":
      return "the end of the query";
  }
}

const KEYWORDS = new Set(["AND", "OR", "NOT"]);
const FIELD_LIST = [...DOWNLOAD_QUERY_FIELDS, "_exists_"].join(", ");

/** Parses a countDownloads query; throws {@link DownloadQueryError} naming the problem and its column. */
export function parseDownloadQuery(query: string): DownloadQuery {
  const tokens = tokenize(query);
  let at = 0;
  const peek = () => tokens[at];
  const fail = (problem: string, token: Token = peek()): never => {
    throw new DownloadQueryError(problem, token.pos + 1, query);
  };
  const isKeyword = (token: Token, word: string) => token.type === "word" && token.text === word;

  /** Operands joined by `word` (`a OR b OR c`), each parsed by `operand`. */
  function parseJoined(word: "OR" | "AND", operand: () => DownloadQuery): DownloadQuery {
    const operands = [operand()];
    while (isKeyword(peek(), word)) {
      at++;
      operands.push(operand());
    }
    return operands.length === 1 ? operands[0] : { kind: word === "OR" ? "or" : "and", operands };
  }

  function parseOr(): DownloadQuery {
    return parseJoined("OR", parseAnd);
  }

  function parseAnd(): DownloadQuery {
    return parseJoined("AND", parseUnary);
  }

  function parseUnary(): DownloadQuery {
    const token = peek();
    if (isKeyword(token, "NOT")) {
      at++;
      return { kind: "not", operand: parseUnary() };
    }
    if (token.type === "lparen") {
      at++;
      const inner = parseOr();
      if (peek().type !== "rparen") fail(`expected ")" to close the "(" at column ${token.pos + 1}, found ${describe(peek())}`);
      at++;
      return inner;
    }
    return parseTerm();
  }

  function parseTerm(): DownloadQuery {
    const token = peek();
    if (token.type !== "word" || KEYWORDS.has(token.text)) {
      return fail(`expected a field (${FIELD_LIST}), found ${describe(token)}`);
    }
    const name = token.text;
    if (name !== "_exists_" && !(DOWNLOAD_QUERY_FIELDS as readonly string[]).includes(name)) {
      fail(`unknown field "${name}" (fields: ${FIELD_LIST})`);
    }
    at++;
    if (peek().type !== "colon") fail(`expected ":" after the field "${name}", found ${describe(peek())}`);
    at++;
    const value = peek();
    if (value.type !== "string") {
      return fail(`expected a quoted value after "${name}:", found ${describe(value)}`);
    }
    at++;
    if (name === "_exists_") {
      if (!(DOWNLOAD_QUERY_FIELDS as readonly string[]).includes(value.text)) {
        fail(`_exists_ takes a field name (${DOWNLOAD_QUERY_FIELDS.join(", ")}), found "${value.text}"`, value);
      }
      return { kind: "exists", field: value.text as DownloadQueryField };
    }
    if (value.text === "") fail(`empty value for "${name}"`, value);
    if (name === "path_extension" && value.text.startsWith(".")) {
      fail(`path_extension values have no leading dot: write "${value.text.slice(1)}"`, value);
    }
    if (name === "path_extension" && value.text.includes(".")) {
      fail(`path_extension is the text after the file name's last dot, so "${value.text}" can never match`, value);
    }
    return { kind: "term", field: name as DownloadQueryField, value: value.text };
  }

  const result = parseOr();
  const rest = peek();
  if (rest.type !== "end") {
    if (rest.type === "word" && ["and", "or", "not"].includes(rest.text.toLowerCase())) {
      fail(`operators are upper-case: write ${rest.text.toUpperCase()}`);
    }
    fail(`expected AND, OR or the end of the query, found ${describe(rest)}`);
  }
  return result;
}

/** The parts of a repository file path that queries look at. */
export function pathFields(filePath: string): Record<DownloadQueryField, string | undefined> {
  const path = filePath.replace(/^\/+/, "");
  const slash = path.lastIndexOf("/");
  const base = slash === -1 ? path : path.slice(slash + 1);
  const dot = base.lastIndexOf(".");
  return {
    path,
    path_extension: dot > 0 ? base.slice(dot + 1) : undefined,
    path_filename: dot > 0 ? base.slice(0, dot) : base,
    path_prefix: slash === -1 ? undefined : path.slice(0, slash + 1),
  };
}

/** Whether a file path satisfies a parsed query. */
export function matchesDownloadQuery(query: DownloadQuery, filePath: string): boolean {
  const fields = pathFields(filePath);
  const test = (q: DownloadQuery): boolean => {
    switch (q.kind) {
      case "term": {
        const actual = fields[q.field];
        if (actual === undefined) return false;
        return q.field === "path_prefix" ? actual.startsWith(q.value) : actual === q.value;
      }
      case "exists":
        return fields[q.field] !== undefined;
      case "and":
        return q.operands.every(test);
      case "or":
        return q.operands.some(test);
      case "not":
        return !test(q.operand);
    }
  };
  return test(query);
}

/** Writes a parsed query back as text (normalised spacing, parentheses only where needed). */
export function formatDownloadQuery(query: DownloadQuery): string {
  const fmt = (q: DownloadQuery, parent: "and" | "or" | "not" | "top"): string => {
    switch (q.kind) {
      case "term":
        return `${q.field}:${JSON.stringify(q.value)}`;
      case "exists":
        return `_exists_:"${q.field}"`;
      case "not":
        return `NOT ${fmt(q.operand, "not")}`;
      case "and": {
        const s = q.operands.map((o) => fmt(o, "and")).join(" AND ");
        return parent === "not" ? `(${s})` : s;
      }
      case "or": {
        const s = q.operands.map((o) => fmt(o, "or")).join(" OR ");
        return parent === "and" || parent === "not" ? `(${s})` : s;
      }
    }
  };
  return fmt(query, "top");
}

const defaultQuery = parseDownloadQuery(DEFAULT_DOWNLOAD_QUERY);

// Every library's query is parsed once, when the catalogue loads; a bad one fails loudly here.
const libraryQueries = new Map<string, DownloadQuery>();
for (const [id, library] of Object.entries(libraries)) {
  if (library.countDownloads === undefined) continue;
  try {
    libraryQueries.set(id, parseDownloadQuery(library.countDownloads));
  } catch (error) {
    const problem = error instanceof DownloadQueryError ? error.message : String(error);
    throw new CatalogueError(`catalogue/libraries.yaml: ${id}.countDownloads: ${problem}`);
  }
}

/** The parsed query of a library: its own, or the default set when it has none or is unknown. */
export function downloadQueryFor(libraryId: string | undefined): DownloadQuery {
  return (libraryId !== undefined && libraryQueries.get(libraryId)) || defaultQuery;
}

/**
 * Whether fetching `filePath` from a model repository of library `libraryId` counts as a download.
 * A library without a query (or an unknown one) counts the default files: config.json, config.yaml,
 * hyperparams.yaml, params.json and meta.yaml.
 */
export function countsAsDownload(libraryId: string | undefined, filePath: string): boolean {
  return matchesDownloadQuery(downloadQueryFor(libraryId), filePath);
}
