// Compares the request our snippets make (the engine's InferenceContext, with the input files' bytes put
// where the snippets read them) with the request the official client makes for the same model, provider
// and options. Each difference is one line naming the field; deliberate ones are allowed by
// verify/contract-allow.yaml, one reviewed line each with its reason.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { prepareInference } from "../engine/inference/snippets.ts";
import type { InferenceContext } from "../engine/inference/context.ts";
import type { SnippetOptions } from "../engine/inference/options.ts";
import { CodeRef } from "../engine/literals.ts";
import type { ModelRecord } from "../engine/model.ts";
import { providers } from "../catalogue/inference.ts";
import { ENDPOINT_TOKEN_VALUE, HF_TOKEN_VALUE, providerKeyValue } from "./contract.ts";
import { INPUT_FILES } from "./fixtures.ts";
import { officialRequest, type OfficialRequest, type OfficialTokens } from "./official.ts";

export const TOKENS: OfficialTokens = {
  hub: HF_TOKEN_VALUE,
  endpoint: ENDPOINT_TOKEN_VALUE,
  providerKey: (provider) => providerKeyValue(providers[provider]!),
};

export interface AllowedDifference {
  provider: string;
  task: string;
  /** The compared field: url, method, header <name>, body, body.<key>. */
  field: string;
  reason: string;
}

export function loadAllowList(path = new URL("./contract-allow.yaml", import.meta.url)): AllowedDifference[] {
  const list = parse(readFileSync(path, "utf8")) as AllowedDifference[] | null;
  for (const [i, entry] of (list ?? []).entries()) {
    for (const key of ["provider", "task", "field", "reason"] as const) {
      if (typeof entry?.[key] !== "string" || !entry[key]) throw new Error(`verify/contract-allow.yaml: [${i}].${key}: is required`);
    }
  }
  return list ?? [];
}

/** The body our snippets send, with each embedded file replaced by the text the snippet builds from its bytes. */
function resolvedBody(call: InferenceContext): unknown {
  const file = call.embeddedFile;
  const replace = (value: unknown): unknown => {
    if (value instanceof CodeRef) {
      if (!file || value.name !== file.variable) throw new Error(`body refers to ${value.name}, which the snippet does not define`);
      return file.prefix + INPUT_FILES[file.path]!.bytes.toString("base64");
    }
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
    return value;
  };
  return replace(call.body);
}

function tokenValue(call: InferenceContext): string {
  if (call.token.literal) return call.token.literal;
  if (call.route === "endpoint") return TOKENS.endpoint;
  if (call.route === "direct") return TOKENS.providerKey(call.provider.id);
  return TOKENS.hub;
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (a && typeof a === "object") {
    if (!b || typeof b !== "object" || Array.isArray(b)) return false;
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return Object.is(a, b);
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

export interface Difference {
  field: string;
  ours: string;
  theirs: string;
}

/** Field-by-field differences between our request and the official one. */
export function differences(call: InferenceContext, official: OfficialRequest): Difference[] {
  const out: Difference[] = [];
  const diff = (field: string, ours: unknown, theirs: unknown) => {
    if (!same(ours, theirs)) out.push({ field, ours: short(ours), theirs: short(theirs) });
  };
  diff("url", call.url, official.url);
  diff("header authorization", call.auth.literal ?? `${call.auth.scheme} ${tokenValue(call)}`, official.headers.authorization);
  const ourHeaders: Record<string, string> = {};
  for (const { name, value } of call.headers) ourHeaders[name.toLowerCase()] = value;
  if (call.bodyFile === null) ourHeaders["content-type"] = call.contentType;
  for (const name of new Set([...Object.keys(ourHeaders), ...Object.keys(official.headers)])) {
    if (name === "authorization") continue;
    // A file sent as the body: fetch takes its type from the Blob, the snippets name it.
    if (name === "content-type" && official.headers[name] === undefined && call.bodyFile !== null) continue;
    diff(`header ${name}`, ourHeaders[name], official.headers[name]);
  }
  if (call.bodyFile !== null) {
    const theirs = official.body && "bytes" in official.body ? official.body.bytes : null;
    if (!theirs || !INPUT_FILES[call.bodyFile]?.bytes.equals(theirs)) out.push({ field: "body", ours: `bytes of ${call.bodyFile}`, theirs: theirs ? `${theirs.length} bytes` : short(official.body) });
    return out;
  }
  const theirs = official.body && "json" in official.body ? official.body.json : official.body;
  const ours = resolvedBody(call);
  if (ours && typeof ours === "object" && theirs && typeof theirs === "object" && !Array.isArray(ours) && !Array.isArray(theirs)) {
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      diff(`body.${key}`, (ours as Record<string, unknown>)[key], (theirs as Record<string, unknown>)[key]);
    }
  } else diff("body", ours, theirs);
  return out;
}

export interface Comparison {
  label: string;
  provider: string;
  task: string;
  unexplained: Difference[];
  allowed: (Difference & { reason: string })[];
}

/** Compares one model and options; null when neither side makes a raw HTTP request. */
export async function compareWithOfficial(label: string, model: ModelRecord, options: SnippetOptions, allow: AllowedDifference[]): Promise<Comparison | null> {
  const call = prepareInference(model, options).prepared?.context ?? null;
  if (!call || call.url === null) return null;
  const official = await officialRequest(model, options, TOKENS);
  if (!official) return null;
  const provider = options.provider ?? "hf-inference";
  const task = call.chat ? "conversational" : call.task;
  const result: Comparison = { label, provider, task, unexplained: [], allowed: [] };
  for (const d of differences(call, official)) {
    const rule = allow.find((a) => (a.provider === "*" || a.provider === provider) && (a.task === "*" || a.task === task) && a.field === d.field);
    if (rule) result.allowed.push({ ...d, reason: rule.reason });
    else result.unexplained.push(d);
  }
  return result;
}
