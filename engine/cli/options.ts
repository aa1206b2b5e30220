// Snippet options from the command line's flags, shared by `render` and `render --models`, and the
// flag parser every command uses.
import { parseArgs, type ParseArgsConfig } from "node:util";
import type { SnippetOptions } from "../inference/options.ts";
import type { LocalAppOptions } from "../local-apps/index.ts";
import { didYouMean } from "../suggest.ts";
import { UsageError } from "./errors.ts";

export interface OptionFlags {
  provider?: string;
  streaming?: boolean;
  "bill-to"?: string;
  "access-token"?: string;
  direct?: boolean;
  "endpoint-url"?: string;
  /** `render --local-apps`: the GGUF quantisation to run. */
  quant?: string;
}

export function snippetOptionsFrom(flags: OptionFlags): SnippetOptions {
  return {
    provider: flags.provider,
    streaming: flags.streaming,
    billTo: flags["bill-to"],
    accessToken: flags["access-token"],
    directRequest: flags.direct,
    endpointUrl: flags["endpoint-url"],
  };
}

export function localAppOptionsFrom(flags: OptionFlags): LocalAppOptions {
  return flags.quant !== undefined ? { quant: flags.quant } : {};
}

type Flags = NonNullable<ParseArgsConfig["options"]>;

/** A command's flags by kind: on/off flags and flags that take a value (`--help` and `-h` every command has). */
export interface FlagNames<B extends string, S extends string> {
  boolean?: readonly B[];
  string?: readonly S[];
}

/** What parseFlags read: each flag given, by name. */
export type FlagValues<B extends string, S extends string> = { [K in B | "help"]?: boolean } & { [K in S]?: string };

/**
 * node:util's parseArgs with positionals, for the flags `names` lists and `--help`/`-h`; an unknown flag is
 * a UsageError that suggests the closest known one.
 */
export function parseFlags<const B extends string = never, const S extends string = never>(
  argv: string[],
  names: FlagNames<B, S>,
): { values: FlagValues<B, S>; positionals: string[] } {
  const options: Flags = { help: { type: "boolean", short: "h" } };
  for (const name of names.boolean ?? []) options[name] = { type: "boolean" };
  for (const name of names.string ?? []) options[name] = { type: "string" };
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options });
    return { values: values as FlagValues<B, S>, positionals };
  } catch (error) {
    const e = error as Error & { code?: string };
    const unknown = e.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /'(-{1,2}[^']+)'/.exec(e.message)?.[1] : undefined;
    if (unknown === undefined) throw error;
    const known = Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
    const hint = didYouMean(unknown, known);
    throw new UsageError(`unknown option "${unknown}"${hint ? `; ${hint}` : ""} (see --help)`);
  }
}
