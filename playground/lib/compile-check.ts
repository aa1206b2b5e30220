// Whether a template's text compiles (Handlebars parses it), asked before saving it: a broken template
// saved fails every case that uses it. Run on save only, never per keystroke.
import Handlebars from "handlebars";

/** The parse error of `source`, on one line; null when it parses. */
export function compileProblem(source: string): string | null {
  try {
    Handlebars.parse(source);
    return null;
  } catch (error) {
    const lines = (error as Error).message.split("\n").filter((l) => l.trim() !== "" && !/^[-\s^]*$/.test(l));
    const line = /on line (\d+)/.exec(lines[0] ?? "")?.[1];
    return `${line ? `line ${line}: ` : ""}${lines.at(-1) ?? "syntax error"}`;
  }
}
