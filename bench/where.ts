// Where the time goes: runs a workload under V8's sampling profiler (node:inspector, in this process)
// and charges each sample to a stage by the innermost frame of the project's own code on its stack:
// the file it is in says the stage (validation, selection, request building, context, template code,
// literal writers, ...). Time in V8 builtins (a RegExp, JSON.stringify) goes to the project function
// that called them; garbage collection is its own line.
import { Session } from "node:inspector";
import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";
import { fmt } from "./measure.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** A stage and the files (paths under the repository, or `fast-templates/` for generated code) it holds. */
export interface Stage {
  name: string;
  files: RegExp;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function post<T>(session: Session, method: string, params: object = {}): Promise<T> {
  return new Promise((ok, fail) => session.post(method, params, (error, result) => (error ? fail(error) : ok(result as T))));
}

/** The path of a frame's file under the repository ("" for Node's own and for other packages). */
function ownPath(url: string): string {
  if (url.includes("fast-templates/")) return url.slice(url.indexOf("fast-templates/"));
  if (!url.startsWith("file://")) return "";
  const path = fileURLToPath(url.split("?")[0]!);
  if (!path.startsWith(`${repo}/`) || path.includes("/node_modules/")) return "";
  return path.slice(repo.length + 1);
}

/**
 * Profiles `work` (called until `ms` milliseconds have passed) and returns the share of samples per
 * stage, in the order given, then "garbage collection" and OTHER (Node, the bench's own loop, packages).
 */
export async function whereTimeGoes(work: () => unknown, stages: Stage[], ms = 1500): Promise<{ name: string; share: number }[]> {
  const session = new Session();
  session.connect();
  try {
    await post(session, "Profiler.enable");
    await post(session, "Profiler.setSamplingInterval", { interval: 100 });
    await post(session, "Profiler.start");
    const end = performance.now() + ms;
    while (performance.now() < end) work();
    const { profile } = await post<{ profile: Profile }>(session, "Profiler.stop");
    return attribute(profile, stages);
  } finally {
    session.disconnect();
  }
}

/** Samples outside the project's code: Node itself, the bench's own loop, other packages. */
const OTHER = "other (Node, bench loop)";

function attribute(profile: Profile, stages: Stage[]): { name: string; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stageOf = new Map<number, string>();
  const find = (id: number): string => {
    const known = stageOf.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    let stage: string;
    if (node.callFrame.functionName === "(garbage collector)") stage = "garbage collection";
    else if (node.callFrame.functionName === "(idle)" || node.callFrame.functionName === "(program)") stage = "";
    else {
      const path = ownPath(node.callFrame.url);
      const own = path && !path.startsWith("bench/") ? stages.find((s) => s.files.test(path)) : undefined;
      const up = parent.get(id);
      stage = own ? own.name : up === undefined ? OTHER : find(up);
    }
    stageOf.set(id, stage);
    return stage;
  };
  const time = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const stage = find(id);
    if (!stage) return; // idle
    const dt = profile.timeDeltas[i] ?? 0;
    time.set(stage, (time.get(stage) ?? 0) + dt);
    total += dt;
  });
  const names = [...stages.map((s) => s.name), "garbage collection", OTHER].filter((n, i, all) => all.indexOf(n) === i);
  return names.map((name) => ({ name, share: total ? (time.get(name) ?? 0) / total : 0 })).filter((s) => s.share > 0);
}

/** One line: `validation 2%, request building 9%, ...`. */
export function formatShares(shares: { name: string; share: number }[]): string {
  return shares.map((s) => `${s.name} ${fmt(s.share * 100, 0)}%`).join(", ");
}

/** The engine's stages by file, shared by the inference, library and local-app breakdowns. */
export const ENGINE_STAGES: Stage[] = [
  { name: "validation", files: /^engine\/model\.ts$/ },
  { name: "bulk I/O (JSON parse, stringify, UTF-8, shared snippets' bytes)", files: /^engine\/cli\/bulk/ },
  { name: "shared inference lookup", files: /^engine\/bulk\/shared-inference\.ts$/ },
  { name: "selection", files: /^engine\/(inference\/clients|libraries\/index|libraries\/selectors\/|local-apps\/(rules|gguf|index))/ },
  { name: "request building", files: /^(engine\/inference\/(request|body-template)|engine\/inputs|catalogue\/)/ },
  { name: "context", files: /^engine\/(inference\/(snippets|sdk-arguments)|libraries\/render|model-snippets)\.ts$/ },
  { name: "literal writers", files: /^engine\/(literals\.ts|languages\/)/ },
  { name: "template code", files: /^(engine\/render\/(templates|codegen)\.ts|fast-templates\/)/ },
];
