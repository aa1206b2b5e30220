// The request contract: for every golden inference case and every (provider, task) pair the official
// client serves and we serve, the request our snippets make equals the one @huggingface/inference makes
// (URL, Authorization, Content-Type, other headers, body), allow-list aside.
import { describe, expect, it } from "vitest";
import { providers } from "../catalogue/inference.ts";
import { caseOptions } from "../engine/golden/cases.ts";
import { loadCases } from "../engine/golden/harness.ts";
import { prepareInference } from "../engine/inference/snippets.ts";
import { TOKENS, compareWithOfficial, loadAllowList, type Comparison } from "./official-compare.ts";
import { officialRequest, pairOptions, pairsBothServe } from "./official.ts";

const allow = loadAllowList();

function report(c: Comparison): string[] {
  return c.unexplained.map((d) => `${c.label}: ${d.field}: ours ${d.ours}, official ${d.theirs}`);
}

/** A record for a pair: the official client treats text-generation as chat. */
function pairModel(provider: string, task: string) {
  const chat = task === "conversational" || task === "text-generation";
  return {
    id: provider === "openai" ? "openai/some-model" : "some-org/some-model",
    pipeline_tag: chat ? "text-generation" : task,
    tags: task === "conversational" ? ["conversational"] : [],
  };
}

describe("request contract with the official client", () => {
  it("holds for every golden inference case and provider", async () => {
    const problems: string[] = [];
    let compared = 0;
    for (const c of loadCases({ root: "golden" })) {
      if (c.library) continue;
      for (const provider of c.providers) {
        const result = await compareWithOfficial(`${c.name}/${provider}`, c.model as never, caseOptions(c, provider), allow);
        if (result) compared++, problems.push(...report(result));
      }
    }
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThan(90);
  });

  it("holds for every (provider, task) pair both clients serve", async () => {
    const problems: string[] = [];
    const served = pairsBothServe();
    for (const { provider, task } of served) {
      const result = await compareWithOfficial(`${provider}/${task}`, pairModel(provider, task) as never, pairOptions(provider, task, "provider-org/provider-model"), allow);
      if (result) problems.push(...report(result));
    }
    expect(problems).toEqual([]);
    expect(served.length).toBeGreaterThan(60);
  });

  it("refuses, as the official client does, a model outside a route's named models", async () => {
    const restricted = Object.values(providers).flatMap((p) => Object.entries(p.tasks).flatMap(([task, route]) => (route.models ? [{ provider: p.id, task, models: route.models }] : [])));
    expect(restricted.map((r) => `${r.provider}/${r.task}`)).toEqual(["novita/image-text-to-video"]);
    for (const { provider, task, models } of restricted) {
      const model = pairModel(provider, task);
      for (const providerModelId of models) {
        await expect(officialRequest(model as never, { provider, providerModelId }, TOKENS)).resolves.not.toBeNull();
        expect(prepareInference(model, { provider, providerModelId }).prepared).not.toBeNull();
      }
      await expect(officialRequest(model as never, { provider, providerModelId: "provider-org/provider-model" }, TOKENS)).rejects.toThrow(/Unsupported/);
      expect(() => prepareInference(model, { provider, providerModelId: "provider-org/provider-model" })).toThrow(/serves .* only for its model/);
    }
  });

  // The verify run checks snippets concurrently; the client's provider-mapping cache is one per process.
  it("gives each of two overlapping calls for one model its own provider", async () => {
    const model = { id: "black-forest-labs/FLUX.1-dev", pipeline_tag: "text-to-image" };
    const failures: string[] = [];
    // The second call starts after 0 to 39 microtask turns of the first: one of them lands in its middle.
    for (let turns = 0; turns < 40; turns++) {
      const first = officialRequest(model as never, { provider: "together", providerModelId: "provider-org/provider-model" }, TOKENS);
      for (let i = 0; i < turns; i++) await Promise.resolve();
      const second = officialRequest(model as never, { provider: "replicate", providerModelId: "provider-org/other-model", directRequest: true }, TOKENS);
      const results = await Promise.allSettled([first, second]);
      for (const r of results) if (r.status === "rejected") failures.push(`after ${turns} turns: ${(r.reason as Error).message}`);
      const urls = results.map((r) => (r.status === "fulfilled" ? r.value?.url : null));
      if (!urls[0]?.includes("together") || !urls[1]?.includes("replicate")) failures.push(`after ${turns} turns: ${urls.join(", ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("names every allow-list entry's reason and uses each entry", async () => {
    for (const entry of allow) expect(entry.reason.length).toBeGreaterThan(20);
    const result = await compareWithOfficial("together/text-to-speech", pairModel("together", "text-to-speech") as never, { provider: "together", providerModelId: "provider-org/provider-model" }, allow);
    expect(result?.allowed.map((d) => d.field)).toEqual(["body.voice"]);
  });
});
