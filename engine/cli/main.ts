// The `snippets` command line. Exit codes: 0 ok, 1 golden check failed, 2 bad input.
import { goldenCommand, GOLDEN_HELP } from "./golden.ts";
import { renderCommand, RENDER_HELP } from "./render.ts";
import { InputError } from "../../catalogue/input-error.ts";
import { TemplateNotFoundError } from "../templates.ts";
import { redactTokens } from "./errors.ts";

const HELP = `Usage: snippets <command> [options]

Commands:
  render <model.yaml|json>               print a model's snippets
  golden [check|update|report]           check, update or report the golden files
  catalogue tasks|libraries|pipelines    print what the catalogue holds
  drift [section...]                     compare the catalogue with the pinned hub packages

Run 'snippets <command> --help' for a command's options. --debug prints stack traces.
`;

type Command = (argv: string[], out: (s: string) => void) => number | Promise<number>;

const commands: Record<string, () => Promise<Command>> = {
  render: async () => renderCommand,
  golden: async () => goldenCommand,
  catalogue: async () => (await import("./catalogue.ts")).catalogueCommand,
  drift: async () => (await import("./drift.ts")).driftCommand,
};

export async function main(
  argv: string[],
  out: (s: string) => void = (s) => void process.stdout.write(s),
  err: (s: string) => void = (s) => void process.stderr.write(s),
): Promise<number> {
  const debug = argv.includes("--debug");
  const args = argv.filter((a) => a !== "--debug");
  const [name, ...rest] = args;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    out(HELP);
    return name ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    err(`snippets: unknown command "${name}"; commands: ${Object.keys(commands).join(", ")}\n`);
    return 2;
  }
  try {
    return await (await load())(rest, out);
  } catch (error) {
    const e = error as Error & { code?: string };
    const detail = e instanceof TemplateNotFoundError ? ` (existing: ${e.available.join(", ")})` : "";
    if (debug) err(redactTokens(`${e.stack ?? e.message}${detail}\n`));
    else err(redactTokens(`snippets ${name}: ${e.message}${detail}\n`));
    // Option-parsing errors from node:util and our own validation errors are bad input.
    return e instanceof InputError || e.code?.startsWith("ERR_PARSE_ARGS") || isInputError(e) ? 2 : 1;
  }
}

/** Bad input not (yet) raised as an InputError: a YAML parser's error, a golden case's. */
function isInputError(e: Error): boolean {
  return ["SnippetOptionsError", "YAMLParseError"].includes(e.name) || /^golden\/cases\//.test(e.message);
}

export { GOLDEN_HELP, RENDER_HELP };
export { redactTokens } from "./errors.ts";

if (import.meta.url === `file://${process.argv[1]}` || process.env.SNIPPETS_CLI === "1") {
  // A reader that went away (`snippets render … | head`) ends the run quietly, without a stack trace.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
