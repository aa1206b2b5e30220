// What the library snippets reach over HTTP, answered locally: the hub's model-info route (for libraries
// that ask the hub about a repository before downloading it, as bm25s does), read from the huggingface_hub
// cache the tiny models are in, and the files snippets read from a URL (an image, an audio clip), which the
// verify runtime's sitecustomize.py sends here (https://host/path becomes <base>/host/path).
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { SAMPLES } from "../../engine/libraries/sample-files.ts";
import { INPUT_FILES, SAMPLE_FILES, taggedPng } from "../fixtures.ts";

/** Files below `dir`, relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path).map((f) => join(name, f)) : [name];
  });
}

/** The model info the hub answers for a repository of the cache (id, commit, files), or null. */
export function modelInfo(cache: string, repoId: string): Record<string, unknown> | null {
  const repo = join(cache, `models--${repoId.replace(/\//g, "--")}`);
  const ref = join(repo, "refs", "main");
  if (!/^[\w.-]+(\/[\w.-]+)?$/.test(repoId) || !existsSync(ref)) return null;
  const sha = readFileSync(ref, "utf8").trim();
  const snapshot = join(repo, "snapshots", sha);
  const siblings = filesBelow(snapshot).map((f) => ({ rfilename: f }));
  return { id: repoId, modelId: repoId, sha, private: false, disabled: false, gated: false, tags: [], siblings };
}

/** The hub's file listing of a repository of the cache at a revision (recursive), or null. */
export function repoTree(cache: string, repoId: string): Record<string, unknown>[] | null {
  const info = modelInfo(cache, repoId);
  if (!info) return null;
  const snapshot = join(cache, `models--${repoId.replace(/\//g, "--")}`, "snapshots", String(info.sha));
  return (info.siblings as { rfilename: string }[]).map(({ rfilename }) => {
    const bytes = readFileSync(join(snapshot, rfilename));
    // The git blob id the hub lists for each file.
    const oid = createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
    return { type: "file", path: rfilename, size: bytes.length, oid };
  });
}

/** The stand-in's path of a URL (the runtimes send https://host/path to <base>/host/path) → the sample file answered there. */
const SAMPLE_PATHS = new Map<string, { bytes: Buffer; contentType: string }>(
  Object.entries(SAMPLES).map(([kind, { url }]) => {
    const { host, pathname } = new URL(url);
    return [`/${host}${decodeURIComponent(pathname)}`, SAMPLE_FILES[kind as keyof typeof SAMPLES]] as const;
  }),
);

/**
 * The bytes answered for a URL a snippet reads: the catalogue's sample files (the public URLs library
 * snippets read) with their fixtures, other images and sounds (a record's own widget URLs) by extension; or null.
 */
export function inputFile(path: string): { bytes: Buffer; contentType: string } | null {
  const sample = SAMPLE_PATHS.get(path);
  if (sample) return sample;
  if (/\.(png|jpe?g|webp)$/i.test(path)) return { bytes: taggedPng("verify-library-input"), contentType: "image/png" };
  if (/\.(wav|flac|mp3)$/i.test(path)) return INPUT_FILES["sample1.wav"]!;
  return null;
}

/** Starts the stand-in on a free port; resolves to its base URL and a stop function. */
export async function startStandIn(cache: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://stand-in").pathname);
    const tree = /^\/api\/models\/(.+?)\/tree\/[^/]+\/?$/.exec(path);
    const info = tree ?? /^\/api\/models\/(.+?)(?:\/revision\/[^/]+)?$/.exec(path);
    const answer = tree ? repoTree(cache, tree[1]!) : info ? modelInfo(cache, info[1]!) : null;
    if (answer) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      return;
    }
    const file = info ? null : inputFile(path);
    if (file) res.writeHead(200, { "content-type": file.contentType, "content-length": file.bytes.length }).end(file.bytes);
    else res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: `not here: ${path}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
