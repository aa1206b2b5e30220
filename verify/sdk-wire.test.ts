import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSdkWire, rawFileAccepted, reconcileBodies, sameRoute, unusedSdkWire, type WireScope } from "./sdk-wire.ts";

const hub = (provider: string, task = "text-to-image"): WireScope => ({ client: "python/huggingface_hub", provider, task, model: "org/model" });
const other: WireScope = { client: "python/requests", provider: "fal-ai", task: "text-to-image", model: "org/model" };
const b64 = Buffer.from("some image bytes").toString("base64");

describe("verify/sdk-wire.yaml", () => {
  const list = parseSdkWire(readFileSync(new URL("./sdk-wire.yaml", import.meta.url), "utf8"));

  it("gives each entry a kind, a client and a reason", () => {
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) expect(entry.reason.length).toBeGreaterThan(40);
  });

  it("lets huggingface_hub call fal's synchronous route, through the router and directly, and no other client", () => {
    const routed = "https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue";
    expect(sameRoute(hub("fal-ai"), routed, "https://router.huggingface.co/fal-ai/fal-ai/flux/dev", list)).toBe(true);
    expect(sameRoute(hub("fal-ai"), "https://queue.fal.run/fal-ai/flux/dev", "https://fal.run/fal-ai/flux/dev", list)).toBe(true);
    expect(sameRoute(other, "https://queue.fal.run/fal-ai/flux/dev", "https://fal.run/fal-ai/flux/dev", list)).toBe(false);
    // Another model's route, or another provider's queue-like path, is not the same route.
    expect(sameRoute(hub("fal-ai"), routed, "https://router.huggingface.co/fal-ai/fal-ai/flux/schnell", list)).toBe(false);
    expect(sameRoute(hub("replicate"), "https://router.huggingface.co/replicate/v1/x?_subdomain=queue", "https://router.huggingface.co/replicate/v1/x", list)).toBe(false);
    // An endpoint URL without a path is the same address with "/", for every client.
    expect(sameRoute(other, "https://example.com", "https://example.com/", list)).toBe(true);
  });

  it("takes out a field the SDK sends at its default only where the official client sends none", () => {
    const { sent } = reconcileBodies(hub("hf-inference"), { inputs: "x", parameters: {} }, { inputs: "x" }, list);
    expect(sent).toEqual({ inputs: "x" });
    // A parameters object the user filled stays, and is compared.
    expect(reconcileBodies(hub("hf-inference"), { inputs: "x", parameters: { top_k: 2 } }, { inputs: "x" }, list).sent).toEqual({ inputs: "x", parameters: { top_k: 2 } });
    // The case's model id in table-question-answering's parameters, then the empty object, go; another id stays.
    expect(reconcileBodies(hub("hf-inference"), { inputs: 1, parameters: { model: "org/model" } }, { inputs: 1 }, list).sent).toEqual({ inputs: 1 });
    expect(reconcileBodies(hub("hf-inference"), { inputs: 1, parameters: { model: "org/other" } }, { inputs: 1 }, list).sent).toEqual({ inputs: 1, parameters: { model: "org/other" } });
  });

  it("reads a data: URL as the same file as plain base64, never another file", () => {
    const official = { image: b64, prompt: "p" };
    expect(reconcileBodies(hub("wavespeed", "image-to-video"), { image: `data:image/jpeg;base64,${b64}`, prompt: "p" }, official, list).sent).toEqual(official);
    const otherFile = `data:image/jpeg;base64,${Buffer.from("other bytes").toString("base64")}`;
    expect(reconcileBodies(hub("wavespeed", "image-to-video"), { image: otherFile, prompt: "p" }, official, list).sent).toEqual({ image: otherFile, prompt: "p" });
  });

  it("moves zero-shot image classification's image to where the official client puts it", () => {
    const official = { inputs: { image: b64 }, parameters: { candidate_labels: ["a"] } };
    expect(reconcileBodies(hub("hf-inference", "zero-shot-image-classification"), { inputs: b64, parameters: { candidate_labels: ["a"] } }, official, list).sent).toEqual(official);
  });

  it("drops from the official body only the fields listed for that provider and task", () => {
    const official = { prompt: "p", num_inference_steps: 5, model: "m" };
    expect(reconcileBodies(hub("nscale"), { prompt: "p", model: "m" }, official, list).official).toEqual({ prompt: "p", model: "m" });
    expect(reconcileBodies(hub("together"), { prompt: "p", model: "m" }, official, list).official).toEqual(official);
    expect(reconcileBodies(hub("wavespeed", "image-to-image"), { image: b64 }, { image: b64, images: [b64] }, list).official).toEqual({ image: b64, images: [b64] });
  });

  it("accepts the file as the body for hf-inference only, with its bytes and a file content type", () => {
    const bytes = Buffer.from("some image bytes");
    expect(rawFileAccepted(hub("hf-inference"), bytes, "image/jpeg", { inputs: b64 }, list)).toBe(true);
    expect(rawFileAccepted(hub("hf-inference"), bytes, "application/octet-stream", { inputs: b64 }, list)).toBe(false);
    expect(rawFileAccepted(hub("hf-inference"), Buffer.from("else"), "image/jpeg", { inputs: b64 }, list)).toBe(false);
    expect(rawFileAccepted(hub("hf-inference"), bytes, "image/jpeg", { inputs: b64, parameters: { threshold: 0.5 } }, list)).toBe(false);
    expect(rawFileAccepted(hub("fal-ai"), bytes, "image/jpeg", { inputs: b64 }, list)).toBe(false);
  });
});

describe("parseSdkWire", () => {
  it("names the entry and the key that is wrong", () => {
    expect(() => parseSdkWire("- {kind: moved, client: c, reason: r, field: body.a}")).toThrow("verify/sdk-wire.yaml: [0].sdkField: is required for kind moved");
    expect(() => parseSdkWire("- {kind: other, client: c, reason: r}")).toThrow("[0].kind: must be one of");
    expect(() => parseSdkWire("- {client: c, reason: r, field: inputs, sdkValue: 1}")).toThrow("[0].field: must be body.<key>");
    expect(() => parseSdkWire("- {kind: url, client: c, reason: r, provider: p, from: '(', to: ''}")).toThrow();
  });
});

describe("unusedSdkWire", () => {
  it("names the entries of the clients given that no request needed", () => {
    const list = parseSdkWire(`
- {kind: default, client: t/sdk, field: body.a, sdkValue: 1, reason: r}
- {kind: default, client: t/sdk, field: body.b, sdkValue: 2, reason: r}
- {kind: default, client: t/other, field: body.c, sdkValue: 3, reason: r}
- {kind: not-offered, client: t/sdk, provider: p, task: t, reason: r}
`);
    reconcileBodies({ client: "t/sdk", provider: "p", task: "t", model: "m" }, { a: 1, x: 0 }, { x: 0 }, list);
    expect(unusedSdkWire(new Set(["t/sdk"]), list)).toEqual([list[1]]);
    expect(unusedSdkWire(new Set(["t/sdk", "t/other"]), list)).toEqual([list[1], list[2]]);
  });
});
