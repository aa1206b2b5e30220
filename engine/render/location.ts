// What a template error says: the file (a partial's own, not the template that includes it), line and
// column, and the chain of inclusions. Free of Handlebars: the precompiled templates of the package throw
// these too; engine/render/errors.ts finds the position when the source engine renders.
/** A template including the next one: its file and the line of the `{{> partial}}`. */
export interface Inclusion {
  /** The including template's file. */
  file: string;
  /** The line of its `{{> partial}}`. */
  line: number;
}

/** Where a template error is: the file, line and column, and the templates including it. */
export interface TemplateLocation {
  /** The template file, e.g. `templates/sh/curl/_authorization.hbs`. */
  file: string;
  /** 1-based; absent when unknown. */
  line?: number;
  /** 1-based; absent when unknown. */
  column?: number;
  /** The templates including it, innermost first. */
  includedFrom: readonly Inclusion[];
  /** The text of that line, when known (for a caret under the column). */
  text?: string;
}

/** `templates/<key>.hbs`. */
export const templateFile = (key: string) => `templates/${key}.hbs`;

/** `file:line:column: problem (included from file:line, included from …)`. */
export function formatTemplateError(where: TemplateLocation, problem: string): string {
  const position = where.line === undefined ? "" : where.column === undefined ? `:${where.line}` : `:${where.line}:${where.column}`;
  const chain = where.includedFrom.map((i) => `included from ${i.file}:${i.line}`).join(", ");
  return `${where.file}${position}: ${problem}${chain ? ` (${chain})` : ""}`;
}

/** A template that cannot be parsed or rendered (an author's mistake, not the record's). */
export class TemplateError extends Error {
  /** `TemplateError`. */
  override readonly name = "TemplateError";
  constructor(
    /** Where. */
    readonly location: TemplateLocation,
    /** What went wrong. */
    readonly problem: string,
    options?: {
      /** The error underneath. */
      cause?: unknown;
    },
  ) {
    super(formatTemplateError(location, problem), options);
  }
}

/** A value the strict context view was asked for and does not have (engine/render/templates.ts). */
export class MissingVariableError extends Error {
  constructor(
    /** The variable's name. */
    readonly variable: string,
  ) {

    super(`missing variable "${variable}"`);
  }
}
