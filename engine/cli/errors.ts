// A command line the CLI cannot run (exit 2, message only).
import { resolve } from "node:path";
import { InputError } from "../../catalogue/input-error.ts";

export class UsageError extends InputError {}

/**
 * Why a file given on the command line could not be read, naming it: `model.yaml: the file does not
 * exist (/abs/model.yaml)`, `engine: a folder, not a file`; other causes with their code and message.
 */
export function unreadable(source: string, path: string, error: unknown): UsageError {
  const e = error as NodeJS.ErrnoException;
  const problem =
    e.code === "ENOENT" ? `the file does not exist (${resolve(path)})`
    : e.code === "EISDIR" ? "a folder, not a file"
    : e.code === "EACCES" || e.code === "EPERM" ? "cannot read it: permission denied"
    : `cannot read it: ${e.message ?? String(error)}`;
  return new UsageError(`${source}: ${problem}`);
}

/**
 * Access tokens never reach a log: anything shaped like a hub token (`hf_` and 20 or more letters and
 * digits) in a message is shown as `hf_…` with its length.
 */
export function redactTokens(text: string): string {
  return text.replace(/\bhf_[A-Za-z0-9]{20,}\b/g, (token) => `hf_…(${token.length} characters, redacted)`);
}

/**
 * What the command line prints for an error: its message and, for a template error (engine/render/templates.ts
 * gives it a `location`: file, line, column, the line's text), the template's line with a caret under
 * the column, e.g.
 *   templates/sh/curl/_authorization.hbs:3:5: unknown helper 'foo' (included from templates/sh/curl/_default.hbs:12)
 *       3 |     {{foo token}}
 *         |     ^
 * Checked by shape, so the command line loads no template code to print an error.
 */
export function errorReport(error: Error): string {
  const location = (error as { location?: { line?: unknown; column?: unknown; text?: unknown } }).location;
  if (!location || typeof location.line !== "number" || typeof location.text !== "string") return error.message;
  const number = String(location.line);
  const gutter = `    ${" ".repeat(number.length)} |`;
  let report = `${error.message}\n    ${number} | ${location.text}`;
  if (typeof location.column === "number" && location.column >= 1) {
    // Tabs stay tabs, so the caret lines up however wide the terminal shows them.
    const before = location.text.slice(0, location.column - 1).replace(/[^\t]/g, " ");
    report += `\n${gutter} ${before}^`;
  }
  return report;
}
