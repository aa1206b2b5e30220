// What a snippet needs before it runs: the packages to install, the programs of the operating system it runs,
// and the environment variables to set. The data is the client's (templates/<language>/<client>/client.yaml
// `setup`) or the library's (catalogue/libraries.yaml `install` and `needs`); this module writes the commands
// and the lines shown above a snippet.
import type { SystemPackage } from "../catalogue/shapes.ts";
import { languageOf } from "./languages/index.ts";

export type { SystemPackage } from "../catalogue/shapes.ts";

/** The variable the hub's clients and libraries read a Hugging Face access token from. */
export const HUB_TOKEN_ENV = "HF_TOKEN";

/** An environment variable a snippet reads. */
export interface EnvVariable {
  /** Its name, e.g. `HF_TOKEN`. */
  name: string;
  /** What to set it to, in words. */
  description: string;
}

/**
 * What a snippet needs before it runs. Read-only: library snippets with the same needs share one frozen
 * object (made once, not once per snippet).
 */
export interface SnippetRequirements {
  /** Shell commands that install what it imports (`pip install "huggingface_hub>=1.33"`); may be empty. */
  readonly install: readonly string[];
  /** The environment variables it reads. */
  readonly env: readonly EnvVariable[];
  /**
   * Packages of the operating system it needs (a program its call runs, as the audio pipelines of transformers
   * run ffmpeg), installed before `install`; absent: none.
   */
  readonly system?: readonly SystemPackage[];
}

/** No install, no variable (a fresh object each time). */
export function noRequirements(): SnippetRequirements {
  return { install: [], env: [] };
}

/** The command that installs a package for a language (its definition's package manager), from version `floor` on. */
export function installCommand(language: string, name: string, floor?: string): string {
  const install = languageOf(language).installPackage;
  if (!install) throw new Error(`no package manager for language ${language} (engine/languages/${language}.ts has no installPackage): give the install commands instead`);
  return install(name, floor);
}

/** A shell word: as it is when it holds only safe characters, else single-quoted. */
function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The command that installs a package of the operating system on Debian or Ubuntu, with Homebrew's beside it. */
export function systemInstallLine(pkg: SystemPackage): string {
  return `sudo apt-get install ${shellWord(pkg.apt)}  # ${pkg.name}: ${pkg.why} (macOS: brew install ${pkg.brew})`;
}

/**
 * The lines shown above a snippet: the packages of the operating system, the install commands, then
 * `export NAME=...  # description`.
 */
export function requirementLines(requirements: SnippetRequirements): string[] {
  const lines = (requirements.system ?? []).map(systemInstallLine);
  lines.push(...requirements.install);
  for (const { name, description } of requirements.env) lines.push(`export ${shellWord(name)}=...  # ${description}`);
  return lines;
}
