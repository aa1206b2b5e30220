// The `snippets` command line. Exit codes: 0 ok, 1 golden check failed, 2 bad input.
// Commands are imported when run, so `--version` and `--help` start without loading the engine.
import { InputError } from "../../catalogue/input-error.ts";
import { didYouMean } from "../suggest.ts";
import { errorReport, redactTokens } from "./errors.ts";
import { packageVersion } from "./version.ts";

const HELP = `Usage: snippets <command> [options]

Commands:
  render <model.yaml|json|->             print a model's snippets (- reads the record from stdin)
  golden [check|update|report]           check, update or report the golden files (--watch: on every change)
  catalogue tasks|libraries|pipelines    print what the catalogue holds
  schema [name]                          print the JSON Schema of a model record or a catalogue file
  drift [section...]                     compare the catalogue with the pinned hub packages
  docs --out <dir>                       write the reference pages: a page per task and per provider

Run 'snippets <command> --help' for a command's options. --debug prints stack traces.
--version prints the version.
`;

/** A command: its arguments, where it prints its output, and where its warnings. */
export type Command = (argv: string[], out: (s: string) => void, err: (s: string) => void) => number | Promise<number>;

/** The commands by name, each loaded when run. */
export type Commands = Record<string, () => Promise<Command>>;

/**
 * A command of the repository's workflow, as the installed package answers it: it has no golden files nor
 * the hub's packages to work on. A clone runs them from repo-cli/ (bin/snippets.js), which this module
 * never imports, so the package build leaves them out without being told.
 */
const inClone = (name: string) => async (): Promise<Command> => () => {
  throw new InputError(`"${name}" works in a clone of the repository (its golden files, its catalogue sources); the installed package renders, lists the catalogue and prints schemas`);
};

/** The commands of the installed package. */
export const PACKAGE_COMMANDS: Commands = {
  render: async () => (await import("./render.ts")).renderCommand,
  golden: inClone("golden"),
  catalogue: async () => (await import("./catalogue.ts")).catalogueCommand,
  schema: async () => (await import("./schema.ts")).schemaCommand,
  drift: inClone("drift"),
  docs: inClone("docs"),
};

/** `snippets <argv>` with the package's commands. */
export function main(argv: string[], out?: (s: string) => void, err?: (s: string) => void): Promise<number> {
  return runCommand(PACKAGE_COMMANDS, argv, out, err);
}

/** Runs the command `argv` names among `commands`: its exit code. */
export async function runCommand(
  commands: Commands,
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
  if (name === "--version" || name === "-v") {
    out(`${packageVersion()}\n`);
    return 0;
  }
  const load = commands[name];
  if (!load) {
    const known = Object.keys(commands);
    const hint = didYouMean(name, name.startsWith("-") ? ["--help", "--version"] : known);
    err(`snippets: unknown ${name.startsWith("-") ? "option" : "command"} "${name}"; commands: ${known.join(", ")}${hint ? `; ${hint}` : ""}\n`);
    return 2;
  }
  try {
    return await (await load())(rest, out, err);
  } catch (error) {
    const e = error as Error & { code?: string; available?: string[] };
    // TemplateNotFoundError lists what exists (checked by shape: templates.ts loads only with a command).
    const detail = Array.isArray(e.available) ? ` (existing: ${e.available.join(", ")})` : "";
    if (debug) err(redactTokens(`${e.stack ?? e.message}${detail}\n`));
    else err(redactTokens(`snippets ${name}: ${errorReport(e)}${detail}\n`));
    // Option-parsing errors from node:util and our own validation errors are bad input.
    return e instanceof InputError || e.code?.startsWith("ERR_PARSE_ARGS") || isInputError(e) ? 2 : 1;
  }
}

/** Bad input not (yet) raised as an InputError: a YAML parser's error, a golden case's. */
function isInputError(e: Error): boolean {
  return ["SnippetOptionsError", "YAMLParseError"].includes(e.name) || /^golden\/cases\//.test(e.message);
}

export { redactTokens } from "./errors.ts";

/** Runs `run` on the process's arguments, setting its exit code; a reader that went away (`snippets render … | head`) ends the run quietly. */
export function runProcess(run: (argv: string[]) => Promise<number>): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  run(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

// The installed package's cli.js (its launcher sets SNIPPETS_CLI=1), or this file run by node. In a clone,
// bin/snippets.js runs repo-cli/main.ts instead.
if (import.meta.url === `file://${process.argv[1]}` || process.env.SNIPPETS_CLI === "1") runProcess(main);
