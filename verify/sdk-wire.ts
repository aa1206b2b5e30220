// The SDK clients' own wire format. The mock holds every inference request to the one the official
// JavaScript client (@huggingface/inference) makes; an SDK client builds its own requests, and where one
// differs from the official client's in a form the provider reads the same, verify/sdk-wire.yaml lists the
// difference once, with its reason. The SDK is still held to what the snippet decides: the provider, the
// route, the model id, the user's inputs and parameters, the token and billing headers.
//
// Kinds of difference (`kind`, per entry; scoped by `client` and, where given, `provider` and `task`):
//   default   the SDK sends `field` at a default value (`sdkValue`; `$model`: the case's model id) where the
//             official client sends none
//   dropped   the SDK leaves out `field`, which the official client sends and the provider does not read
//   moved     the SDK sends the official client's `field` at `sdkField`
//   data-url  the SDK sends the file at `field` as a data: URL where the official client sends it in plain
//             base64 or as a data: URL of another label: the same bytes
//   raw-file  the SDK sends the input file as the body, with its own content type, where the official client
//             sends it in base64 as the JSON body's only field, `inputs`
//   url       the SDK calls another route of the provider: the official URL with `from` (a regular
//             expression) replaced by `to`; the mock answers that route as the provider does
//   not-offered  the opposite: the SDK serves `provider` and `task`, but its request is one the provider
//             refuses, drops what the user asked for, or its reading of the answer fails; catalogue/providers.yaml
//             leaves the pair out of the SDK's snippets (sdkLacks), and the other clients' snippets are shown;
//             `task: <task>+lora` withholds only the calls with LoRA weights
import { readFileSync } from "node:fs";
import { parse } from "yaml";

export type SdkWireKind = "default" | "dropped" | "moved" | "data-url" | "raw-file" | "url" | "not-offered";

export interface SdkWireDifference {
  kind: SdkWireKind;
  client: string;
  provider?: string;
  task?: string;
  field?: string;
  sdkField?: string;
  sdkValue?: unknown;
  from?: string;
  to?: string;
  reason: string;
}

const KINDS: Record<SdkWireKind, string[]> = {
  default: ["field", "sdkValue"],
  dropped: ["field", "provider"],
  moved: ["field", "sdkField"],
  "data-url": ["field", "provider"],
  "raw-file": ["provider"],
  url: ["from", "to", "provider"],
  "not-offered": ["provider", "task"],
};

/** Reads and checks a list of differences (the text of verify/sdk-wire.yaml). */
export function parseSdkWire(text: string, file = "verify/sdk-wire.yaml"): SdkWireDifference[] {
  const list = (parse(text) ?? []) as Record<string, unknown>[];
  if (!Array.isArray(list)) throw new Error(`${file}: must be a list`);
  return list.map((entry, i) => {
    const where = `${file}: [${i}]`;
    const kind = (entry?.kind ?? "default") as SdkWireKind;
    if (!Object.hasOwn(KINDS, kind)) throw new Error(`${where}.kind: must be one of ${Object.keys(KINDS).join(", ")}`);
    for (const key of ["client", "reason", ...KINDS[kind]]) {
      if (!(key in entry)) throw new Error(`${where}.${key}: is required for kind ${kind}`);
      if (key === "sdkValue") continue;
      // `to` may be empty: the rewrite removes what `from` matches.
      if (typeof entry[key] !== "string" || (!entry[key] && key !== "to")) throw new Error(`${where}.${key}: must be a non-empty string`);
    }
    for (const key of ["field", "sdkField"] as const) {
      if (key in entry && !/^body(\.[A-Za-z_]+)+$/.test(String(entry[key]))) throw new Error(`${where}.${key}: must be body.<key>[.<key>...]`);
    }
    if (kind === "url") new RegExp(String(entry.from));
    return { ...entry, kind } as SdkWireDifference;
  });
}

export const SDK_WIRE: SdkWireDifference[] = parseSdkWire(readFileSync(new URL("./sdk-wire.yaml", import.meta.url), "utf8"));

/** What a request is compared for: its client, the provider that serves it, the task, the case's model id. */
export interface WireScope {
  client: string;
  provider: string;
  task: string;
  model: string;
}

function inScope(d: SdkWireDifference, scope: WireScope): boolean {
  return d.client === scope.client && (d.provider === undefined || d.provider === scope.provider) && (d.task === undefined || d.task === scope.task);
}

function applies(d: SdkWireDifference, scope: WireScope, kind: SdkWireKind): boolean {
  return d.kind === kind && inScope(d, scope);
}

/** The entries that took effect in this process: a run that checks every case of a client finds the stale ones. */
const USED = new Set<SdkWireDifference>();

/** The entries for these clients that took effect for no request (not-offered ones are held by the catalogue test). */
export function unusedSdkWire(clients: ReadonlySet<string>, list = SDK_WIRE): SdkWireDifference[] {
  return list.filter((d) => d.kind !== "not-offered" && clients.has(d.client) && !USED.has(d));
}

/**
 * Whether the SDK's request URL stands for the official client's: the same address (an endpoint URL
 * without a path is the same with "/"), or a `url` entry's rewrite of it.
 */
export function sameRoute(scope: WireScope, officialUrl: string, url: string, list = SDK_WIRE): boolean {
  const href = (u: string) => new URL(u).href;
  if (href(url) === href(officialUrl)) return true;
  for (const d of list) {
    if (!applies(d, scope, "url") || !new RegExp(d.from!).test(officialUrl)) continue;
    if (href(officialUrl.replace(new RegExp(d.from!), d.to!)) === href(url)) return USED.add(d), true;
  }
  return false;
}

/** The value at a path of keys, or undefined. */
export function at(value: unknown, path: string[]): unknown {
  let v = value;
  for (const key of path) v = v !== null && typeof v === "object" && !Array.isArray(v) && Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

/** `value` without the field at `path` (copied along the path). */
function without(value: Record<string, unknown>, path: string[]): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
  return { ...value, [key]: without(value[key] as Record<string, unknown>, rest) };
}

/** `value` with `leaf` at `path` (copied along the path, objects made where missing). */
function withValue(value: Record<string, unknown>, path: string[], leaf: unknown): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...value, [key]: leaf };
  const inner = value[key];
  return { ...value, [key]: withValue(inner && typeof inner === "object" && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, leaf) };
}

const pathOf = (field: string) => field.split(".").slice(1);

/** The bytes a plain base64 string or a `data:<type>;base64,` URL carries, or null. */
export function base64Bytes(value: unknown): Buffer | null {
  if (typeof value !== "string") return null;
  const match = /^(?:data:[a-z]+\/[a-z0-9.+-]+;base64,)?([A-Za-z0-9+/]+=*)$/.exec(value);
  return match ? Buffer.from(match[1]!, "base64") : null;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The SDK's JSON body and the official client's, each with the listed differences of this client and
 * provider taken out, so what is left compares value for value.
 */
export function reconcileBodies(scope: WireScope, sent: unknown, official: unknown, list = SDK_WIRE): { sent: unknown; official: unknown } {
  if (!sent || typeof sent !== "object" || Array.isArray(sent)) return { sent, official };
  let out = sent as Record<string, unknown>;
  let wanted = official;
  for (const d of list) {
    if (!inScope(d, scope)) continue;
    const path = d.field ? pathOf(d.field) : [];
    if (d.kind === "default") {
      const value = d.sdkValue === "$model" ? scope.model : d.sdkValue;
      if (at(wanted, path) === undefined && at(out, path) !== undefined && sameJson(at(out, path), value)) (out = without(out, path)), USED.add(d);
    } else if (d.kind === "dropped") {
      if (at(out, path) === undefined && at(wanted, path) !== undefined && wanted && typeof wanted === "object") (wanted = without(wanted as Record<string, unknown>, path)), USED.add(d);
    } else if (d.kind === "moved") {
      const from = pathOf(d.sdkField!);
      const value = at(out, from);
      if (value !== undefined && at(wanted, path) !== undefined && at(out, path) === undefined) (out = withValue(without(out, from), path, value)), USED.add(d);
    } else if (d.kind === "data-url") {
      const mine = at(out, path);
      const theirs = at(wanted, path);
      const a = base64Bytes(mine);
      const b = base64Bytes(theirs);
      if (typeof mine === "string" && mine.startsWith("data:") && a && b && a.equals(b)) (out = withValue(out, path, theirs)), USED.add(d);
    }
  }
  return { sent: out, official: wanted };
}

/**
 * Whether a raw file body stands for the official client's JSON body: the same bytes as its base64
 * `inputs`, its only field, sent with the file's own kind of content type (image/*, audio/*).
 */
export function rawFileAccepted(scope: WireScope, body: Buffer, contentType: string, official: unknown, list = SDK_WIRE): boolean {
  const entry = list.find((d) => applies(d, scope, "raw-file"));
  if (!entry || !official || typeof official !== "object" || Array.isArray(official)) return false;
  const keys = Object.keys(official);
  if (keys.length !== 1 || keys[0] !== "inputs") return false;
  const bytes = base64Bytes((official as { inputs: unknown }).inputs);
  const same = bytes !== null && bytes.equals(body) && /^(image|audio)\/[a-z0-9.+-]+$/.test(contentType);
  if (same) USED.add(entry);
  return same;
}

/** The (provider, task) pairs an SDK serves but is not offered for, each with its reason (kind not-offered). */
export function notOffered(client: string, list = SDK_WIRE): { provider: string; task: string; reason: string }[] {
  return list.filter((d) => d.kind === "not-offered" && d.client === client).map((d) => ({ provider: d.provider!, task: d.task!, reason: d.reason }));
}
