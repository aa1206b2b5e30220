// `LOCAL_APPS` as the hub's page reads it in @huggingface/tasks: per app its label, docs, main task,
// whether to show it for a model, and either `deeplink(model, filepath?)` or `snippet(model, filepath?)`.
import { localApps } from "../../catalogue/local-apps.ts";
import { getLocalApps, type LocalApp } from "../local-apps/index.ts";
import type { ModelRecordInput as ModelRecord } from "../model.ts";

/** A step of a terminal app, as the hub's `LocalAppSnippet`. */
export interface CompatLocalAppSnippet {
  /** Its heading. */
  title: string;
  /** The setup (install, pull) to run first, if any. */
  setup?: string;
  /** The command that runs the model. */
  content: string;
}

/** A local app as the hub's `LocalApp` describes it. */
export type CompatLocalApp = {
  /** Display name. */
  prettyLabel: string;
  /** Its documentation. */
  docsUrl: string;
  /** The pipeline the app is mainly for. */
  mainTask: string;
  /** Runs on macOS only. */
  macOSOnly?: boolean;
  /** Whether the model page offers the app for a model. */
  displayOnModelPage: (model: ModelRecord) => boolean;
} & (
  | {
      /** The URL that opens the model (and the file picked, `filepath`) in the app. */
      deeplink: (model: ModelRecord, filepath?: string) => URL;
    }
  | {
      /** The terminal steps that run the model (the file picked, `filepath`). */
      snippet: (model: ModelRecord, filepath?: string) => CompatLocalAppSnippet[];
    }

);

/** The app for a model: run with the file picked; a GGUF record without files decides on a stand-in file. */
function appFor(id: string, model: ModelRecord, filepath?: string): LocalApp | undefined {
  const gguf = model.siblings === undefined && filepath === undefined && (model.gguf !== undefined || (model.tags ?? []).includes("gguf"));
  const options = filepath !== undefined ? { file: filepath } : gguf ? { file: "model.gguf" } : {};
  return getLocalApps(model, options).find((app) => app.app === id);
}

/** Every local app of the catalogue. */
export const LOCAL_APPS: Readonly<Record<string, CompatLocalApp>> = Object.fromEntries(
  Object.values(localApps).map((entry) => {
    const base = {
      prettyLabel: entry.label,
      docsUrl: entry.docsUrl,
      mainTask: entry.mainTask,
      ...(entry.platforms.length === 1 && entry.platforms[0] === "macos" ? { macOSOnly: true } : {}),
      displayOnModelPage: (model: ModelRecord) => appFor(entry.id, model) !== undefined,
    };
    const app: CompatLocalApp = entry.deeplink
      ? { ...base, deeplink: (model, filepath) => new URL(appFor(entry.id, model, filepath)?.deeplink ?? entry.docsUrl) }
      : {
          ...base,
          snippet: (model, filepath) =>
            (appFor(entry.id, model, filepath)?.snippets ?? []).map((s) => ({ title: s.title, ...(s.setup ? { setup: s.setup.content } : {}), content: s.content })),
        };
    return [entry.id, app];
  }),
);
