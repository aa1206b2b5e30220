// The stand-in answers the hub's model-info and tree routes from a huggingface_hub cache, and fixture bytes
// for the URLs snippets read.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SAMPLES } from "../../engine/libraries/sample-files.ts";
import { SAMPLE_FILES } from "../fixtures.ts";
import { inputFile, modelInfo, repoTree, startStandIn } from "./stand-in.ts";

const cache = mkdtempSync(join(tmpdir(), "stand-in-"));
const sha = "c7f0cb56678e1c4998458fd6a983dcd2b81b8baa";
const snapshot = join(cache, "models--acme--index", "snapshots", sha);
mkdirSync(join(snapshot, "sub"), { recursive: true });
mkdirSync(join(cache, "models--acme--index", "refs"));
writeFileSync(join(cache, "models--acme--index", "refs", "main"), sha);
writeFileSync(join(snapshot, "params.index.json"), "{}");
writeFileSync(join(snapshot, "sub", "vocab.txt"), "hello\n");
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe("hub stand-in", () => {
  it("answers each public sample file library snippets read (the catalogue's URLs) with its fixture, offline", async () => {
    const standIn = await startStandIn(cache);
    try {
      expect(Object.keys(SAMPLES).sort()).toEqual(["audio", "image", "video"]);
      for (const [kind, { url }] of Object.entries(SAMPLES)) {
        const { host, pathname } = new URL(url);
        const answer = await fetch(`${standIn.base}/${host}${pathname}`);
        const fixture = SAMPLE_FILES[kind as keyof typeof SAMPLE_FILES];
        expect(answer.status, url).toBe(200);
        expect(answer.headers.get("content-type"), url).toBe(fixture.contentType);
        expect(Buffer.from(await answer.arrayBuffer()).equals(fixture.bytes), url).toBe(true);
      }
      // Another file of the same dataset is not a sample file: a video is answered only at its own URL.
      expect((await fetch(`${standIn.base}/huggingface.co/datasets/huggingface/documentation-images/resolve/main/other.avi`)).status).toBe(404);
    } finally {
      await standIn.stop();
    }
  });

  it("answers a cached repository's id, commit and files, and nothing for another id or a hostile one", () => {
    const info = modelInfo(cache, "acme/index")!;
    expect(info.sha).toBe(sha);
    expect((info.siblings as { rfilename: string }[]).map((s) => s.rfilename).sort()).toEqual(["params.index.json", "sub/vocab.txt"]);
    expect(modelInfo(cache, "acme/other")).toBeNull();
    expect(modelInfo(cache, "../../etc")).toBeNull();
  });

  it("lists the files with sizes and git blob ids", () => {
    const tree = repoTree(cache, "acme/index")!;
    // git hash-object of "hello\n"
    expect(tree.find((f) => f.path === "sub/vocab.txt")).toEqual({ type: "file", path: "sub/vocab.txt", size: 6, oid: "ce013625030ba8dba906f756967f9e9ca394464a" });
  });

  it("serves the routes and the input files over HTTP", async () => {
    const standIn = await startStandIn(cache);
    try {
      const info = await fetch(`${standIn.base}/api/models/acme/index/revision/main`);
      expect(((await info.json()) as { sha: string }).sha).toBe(sha);
      const tree = await fetch(`${standIn.base}/api/models/acme/index/tree/${sha}?recursive=true`);
      expect(((await tree.json()) as unknown[]).length).toBe(2);
      const image = await fetch(`${standIn.base}/huggingface.co/datasets/x/resolve/main/cat.png`);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe("PNG");
      expect((await fetch(`${standIn.base}/example.com/notes.txt`)).status).toBe(404);
      expect(inputFile("/x/sample.wav")?.contentType).toBe("audio/wav");
    } finally {
      await standIn.stop();
    }
  });
});
