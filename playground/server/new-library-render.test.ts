// The checks a new library's outputs get before the endpoint keeps them: the ones the tests would make.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkOutputs } from "./new-library-render.ts";

const TABLES = join(import.meta.dirname, "../../catalogue/api-tables");
const PATH = "libraries/bm25s/usage/python/bm25s/usage.py";
const check = (code: string, path = PATH) => checkOutputs("bm25s", new Map([[path, code]]), TABLES);

describe("checkOutputs", () => {
  it("passes an output the tests pass (bm25s' own golden snippet)", async () => {
    expect(await check('from bm25s.hf import BM25HF\n\nretriever = BM25HF.load_from_hub("xhluca/bm25s-nq-index")\n')).toEqual([]);
  });

  it("names a syntax error, a name the API table lacks and a sample file the user does not have, each with its field", async () => {
    expect(await check("retriever = load(\n")).toEqual([{ field: "template", message: expect.stringMatching(/^golden\/libraries\/bm25s\/usage\/python\/bm25s\/usage\.py:1:\d+: (missing|syntax error)/) }]);
    expect(await check('from bm25s.hf import BM25HF\n\nretriever = BM25HF.load_everything("x/y")\n')).toEqual([
      { field: "apiTable.names", message: `golden/${PATH}:3: bm25s.hf.BM25HF.load_everything is not in the bm25s 0.3.11 table` },
    ]);
    expect(await check('from bm25s.hf import BM25HF\n\nretriever = BM25HF.load_from_hub("x/y")\ndocs = open("cats.png")\n')).toEqual([
      { field: "template", message: expect.stringMatching(/^golden\/libraries\/bm25s\/usage\/python\/bm25s\/usage\.py:4: "cats\.png" is a file the user does not have/) },
    ]);
    // A shell snippet is parsed as shell; Python's API tables do not apply to it.
    expect(await check("bm25s load 'x/y'\n", "libraries/bm25s/usage/sh/bm25s/usage.sh")).toEqual([]);
    expect(await check("bm25s load 'x/y\n", "libraries/bm25s/usage/sh/bm25s/usage.sh")).not.toEqual([]);
  });
});
