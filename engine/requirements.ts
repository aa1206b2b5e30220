// What a snippet needs before it runs: the packages to install and the environment variables to set.
// The data is the client's (templates/<language>/<client>/client.yaml `setup`) or the library's
// (catalogue/libraries.yaml `install`); this module writes the commands and the lines shown above a snippet.

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

/** Package managers by language, for a package named in data: `pip install`, `npm install`. */
const INSTALLERS: Record<string, (name: string, floor: string | undefined) => string> = {
  python: (name, floor) => (floor ? `pip install "${name}>=${floor}"` : `pip install ${name}`),
  js: (name, floor) => (floor ? `npm install "${name}@>=${floor}"` : `npm install ${name}`),
  ts: (name, floor) => (floor ? `npm install "${name}@>=${floor}"` : `npm install ${name}`),
};

/** The command that installs a package for a language, from version `floor` on. */
export function installCommand(language: string, name: string, floor?: string): string {
  const installer = INSTALLERS[language];
  if (!installer) throw new Error(`no package manager for language ${language}: give the install commands instead`);
  return installer(name, floor);
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
