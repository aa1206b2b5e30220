// The view's state in the URL query, so a view can be shared: read, write, and defaults.
export const VIEWS = ["snippets", "model", "templates", "review", "catalogue", "docs"] as const;
export type View = (typeof VIEWS)[number];
export const CATALOGUE_TABS = ["tasks", "libraries", "quantisation"] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

/** Provider and snippet options (streaming, billTo, accessToken, directRequest, endpointUrl). */
export interface SnippetControls {
  provider: string;
  streaming: boolean;
  directRequest: boolean;
  billTo: string;
  accessToken: string;
  endpointUrl: string;
}

export interface UrlState extends SnippetControls {
  view: View;
  /** Golden case name; "" for a hand-written model. */
  case: string;
  /** Hand-written model text (only when it differs from the case's). */
  model: string;
  /**
   * A hand-written model too long for the URL: the id under which the browser stores it
   * (lib/record-store.ts); the URL then holds this instead of `model`.
   */
  record: string;
  /** Open template key. */
  template: string;
  /** Templates: the line of the open template to show (a review group links there); "" for none. */
  line: string;
  catalogue: CatalogueTab;
  task: string;
  library: string;
  q: string;
  /** Review: the changed golden file in focus. */
  file: string;
  /** Snippets: the case picker's filter text. */
  find: string;
  /** Model page, named as on the hub: the inference provider, language tab and client tab chosen. */
  inference_provider: string;
  language: string;
  client: string;
  /** The local app chosen under "Use this model" (its id, as the hub's `local-app`), "" for none. */
  local_app: string;
  /** The GGUF quantisation the local apps run, "" for the case's (or the engine's default). */
  quant: string;
  /** Docs: the reference page shown (`tasks/<task>.md`, `providers/<provider>.md`), "" for the index. */
  page: string;
}

export const DEFAULT_STATE: UrlState = {
  view: "snippets",
  case: "",
  model: "",
  record: "",
  provider: "",
  streaming: false,
  directRequest: false,
  billTo: "",
  accessToken: "",
  endpointUrl: "",
  template: "",
  line: "",
  catalogue: "tasks",
  task: "",
  library: "",
  q: "",
  file: "",
  find: "",
  inference_provider: "",
  language: "",
  client: "",
  local_app: "",
  quant: "",
  page: "",
};

const BOOLEAN_KEYS = ["streaming", "directRequest"] as const;

/** Never in the URL (history, server logs, shared links): the access token lives in the page only. */
export const SECRET_KEYS: readonly (keyof UrlState)[] = ["accessToken"];

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function parseUrlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const state: UrlState = { ...DEFAULT_STATE };
  for (const key of Object.keys(DEFAULT_STATE) as (keyof UrlState)[]) {
    const value = params.get(key);
    if (value === null || SECRET_KEYS.includes(key)) continue;
    if ((BOOLEAN_KEYS as readonly string[]).includes(key)) (state as unknown as Record<string, unknown>)[key] = value === "1" || value === "true";
    else (state as unknown as Record<string, unknown>)[key] = value;
  }
  state.view = oneOf(VIEWS, params.get("view"), DEFAULT_STATE.view);
  state.catalogue = oneOf(CATALOGUE_TABS, params.get("catalogue"), DEFAULT_STATE.catalogue);
  return state;
}

/** Only what differs from the defaults, in a stable order. */
export function formatUrlState(state: UrlState): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_STATE) as (keyof UrlState)[]) {
    const value = state[key];
    if (value === DEFAULT_STATE[key] || SECRET_KEYS.includes(key)) continue;
    params.set(key, typeof value === "boolean" ? "1" : value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
