// What a snippet needs before it runs: the packages to install and the environment variables to set.
// The data is the client's (templates/<language>/<client>/client.yaml `setup`) or the library's
// (catalogue/libraries.yaml `install`); this module writes the commands and the lines shown above a snippet.
import { languageOf } from "./languages/index.ts";

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

/** The lines shown above a snippet: the install commands, then `export NAME=...  # description`. */
export function requirementLines(requirements: SnippetRequirements): string[] {
  const lines = [...requirements.install];
  for (const { name, description } of requirements.env) lines.push(`export ${shellWord(name)}=...  # ${description}`);
  return lines;
}
