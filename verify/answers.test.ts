// What the mock answers, apart from any snippet: the shapes the real services answer, per route.
import { describe, expect, it } from "vitest";
import { providers } from "../catalogue/inference.ts";
import type { ModelRecord } from "../engine/model.ts";
import { SENTINEL, taskAnswer } from "./answers.ts";
import { expectationFor, type Route } from "./contract.ts";

const flux: ModelRecord = { id: "black-forest-labs/FLUX.1-dev", pipeline_tag: "text-to-image", tags: [] } as ModelRecord;
const wan: ModelRecord = { id: "Wan-AI/Wan2.1-T2V-14B", pipeline_tag: "text-to-video", tags: [] } as ModelRecord;
const route = (provider: string, path: string): Route => ({ kind: "provider-task", via: "router", provider: providers[provider]!, queue: false, path });
const ids = () => "run1-1";
const bodyOf = (answer: { body: Buffer | null }) => JSON.parse(answer.body!.toString("utf8")) as Record<string, unknown>;

describe("the mock's answers", () => {
  it("answers a Replicate prediction still running to a client that polls, finished to the hub's SDKs (they send Prefer: wait and never poll)", () => {
    const polling = taskAnswer(expectationFor("t", "python/requests", flux, { provider: "replicate" }), route("replicate", "/v1/models/black-forest-labs/FLUX.1-dev/predictions"), ids);
    expect(bodyOf(polling)).toMatchObject({ status: "processing" });
    for (const client of ["python/huggingface_hub", "js/huggingface.js"]) {
      const sdk = taskAnswer(expectationFor("t", client, flux, { provider: "replicate" }), route("replicate", "/v1/models/black-forest-labs/FLUX.1-dev/predictions"), ids);
      expect(bodyOf(sdk)).toMatchObject({ status: "succeeded", output: [expect.stringMatching(/^https:\/\/replicate\.delivery\//)] });
    }
  });

  it("answers Novita's asynchronous route with a task id, and its synchronous /v3/hf/ route with the video", () => {
    const exp = expectationFor("t", "python/huggingface_hub", wan, { provider: "novita", providerModelId: "wan-t2v" });
    const job = taskAnswer(exp, route("novita", "/v3/async/wan-t2v"), ids);
    expect(bodyOf(job)).toEqual({ task_id: "run1-1" });
    const sync = taskAnswer(exp, route("novita", "/v3/hf/wan-t2v"), ids);
    const url = (bodyOf(sync).video as { video_url: string }).video_url;
    expect(url).toMatch(/^https:\/\/faas-output-video\.s3\.ap-southeast-1\.amazonaws\.com\/files\/verify\/run1-1\/output\.mp4$/);
    expect(sync.announces?.map((a) => a.url)).toEqual([url]);
    expect(sync.outcome).toMatchObject({ kind: "media", via: "url", shown: url });
  });

  it("answers zero-shot classification with the task's list of {label, score}", () => {
    const bart = { id: "facebook/bart-large-mnli", pipeline_tag: "zero-shot-classification", tags: [] } as ModelRecord;
    const answer = taskAnswer(expectationFor("t", "python/requests", bart, {}), { kind: "inference-api", via: "router", pipeline: null }, ids);
    const list = JSON.parse(answer.body!.toString("utf8")) as { label: string; score: number }[];
    expect(Array.isArray(list)).toBe(true);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(["label", "score"]);
    expect(list[0]!.label).toBe(SENTINEL);
  });
});
