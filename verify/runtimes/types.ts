// What a language's runtime is to the verify run. One folder per language, verify/runtimes/<language>/,
// holds its runtime.ts (this shape, as the default export) and whatever its runtime loads (servers,
// hooks, the host program a toolchain builds snippets into); the registry (index.ts) finds them by name.
import { extensionFor } from "../../engine/languages/index.ts";
import type { ServerSpec } from "../session.ts";
import type { Toolchain } from "../toolchains.ts";

/** How the run starts one client's snippets. */
export interface ClientRuntime {
  command: string;
  args: (file: string) => string[];
  /** The file a snippet is written to. */
  file: string;
  /** Snippets run as jobs of long-lived servers (session.ts) instead of a process each. */
  server?: ServerSpec;
  /** A compiled language: its snippets are built by its toolchain before they run. */
  compiled?: string;
  /**
   * The client decodes the images it is answered with and the snippet saves them again (huggingface_hub
   * with Pillow): a saved image is checked to be a valid image of the answer's size, not the answer's bytes.
   */
  decodesImages?: boolean;
  /**
   * The SDK version this runtime runs, for an SDK client run at more than one version (the run's summary
   * names it). A runtime keyed `<client>@<variant>` runs the same snippets again at another version.
   */
  version?: string;
  /** Module names a snippet's imports are changed to before it runs: the SDK at another version, installed under an alias. */
  imports?: Record<string, string>;
}

/** What a runtime's `clients` gets: its own folder, and how to ask whether a command works here. */
export interface RuntimeContext {
  /** verify/runtimes/<language>/ */
  dir: string;
  /** Whether `command args` exits 0 here. */
  has(command: string, args: string[]): boolean;
  /** A client runtime that starts `command` with `args`, then any extra arguments, then the snippet's file. */
  start(extra?: string[]): ClientRuntime;
}

export interface RuntimeDefinition {
  /** The language id: the folder's name, and engine/languages/<id>.ts. */
  language: string;
  /** How a user runs a snippet saved as `file`: `command ...args file` (the run itself may differ). */
  command: string;
  /** Default none. */
  args: readonly string[];
  /** Default `snippet.<extension>`. */
  file: string;
  /**
   * The clients this runtime runs here, by client name: how, or why not (one line naming what to
   * install). A key `<client>@<variant>` (e.g. `huggingface_hub@oldest`) runs that client's snippets once
   * more, at the SDK version its runtime names. A compiled language leaves it out and has a toolchain, which runs every client of the language.
   */
  clients?: (context: RuntimeContext) => Record<string, ClientRuntime | string>;
  /** Builds the language's snippets in batches; its snippets reach the mock through the run's proxy. */
  toolchain?: Toolchain;
}

/**
 * A runtime file's default export, type-checked, with what most leave out filled in: no arguments, and
 * the snippet's file `snippet.<extension>`, the extension of the language's definition (engine/languages/).
 */
export function defineRuntime(definition: Omit<RuntimeDefinition, "args" | "file"> & Partial<Pick<RuntimeDefinition, "args" | "file">>): RuntimeDefinition {
  return { ...definition, args: definition.args ?? [], file: definition.file ?? `snippet.${extensionFor(definition.language)}` };
}
