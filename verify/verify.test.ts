// A fast subset of `npm run verify-snippets`: a handful of representative golden snippets run for real
// against the mock, and broken snippets the mock must reject naming the reason.
import { describe, expect, it } from "vitest";
import { mockAndWorkRoot } from "./mock-fixture.ts";
import { collectSnippets } from "./run.ts";
import { runAll, runSnippet, runtimes, type SnippetToRun } from "./runner.ts";
import { scaled } from "./machine-load.ts";

const fixture = mockAndWorkRoot();

/** One representative per route shape and answer kind. */
const REPRESENTATIVE: [string, string][] = [
  ["basic/text-classification/hf-inference", "sh/curl"],
  ["basic/text-classification/hf-inference", "js/huggingface.js"],
  ["basicAudio/automatic-speech-recognition/hf-inference", "python/requests"],
  ["conversationalStream/llm/together", "js/openai"],
  ["conversationalStream/direct-request/groq", "js/fetch"],
  ["conversational/bill-to/hf-inference", "python/requests"],
  ["textToImage/flux/replicate", "js/fetch"],
  ["textToImage/flux/together", "python/requests"],
  ["conversationalStream/llm/hf-inference", "php/http"],
  ["imageToImage/image-to-image/fal-ai", "ruby/http"],
  ["basicAudio/automatic-speech-recognition/hf-inference", "r/http"],
];

describe("generated snippets run against the mock", () => {
  const { runnable: available, skipped } = runtimes();
  const all = collectSnippets();
  const picked = REPRESENTATIVE.map(([name, client]) => {
    const found = all.find((s) => s.name === name && `${s.language}/${s.client}` === client);
    if (!found) throw new Error(`no golden snippet ${client} for ${name}`);
    return found;
  }).filter((s) => available.has(`${s.language}/${s.client}`));
  // What this machine lacks is said, never failed: CI installs every runtime (.ci/run).
  for (const [, client] of REPRESENTATIVE.filter(([, c]) => !available.has(c))) console.log(`verify: skipped ${client}: ${skipped.get(client)}`);

  it("runs a representative subset: exit 0, expected output, mock satisfied", async () => {
    const results = await runAll(fixture.mock, picked, fixture.root, 4);
    const failed = results.filter((r) => r.status !== "passed").map((r) => `${r.client} ${r.name}:\n  ${r.reasons.join("\n  ")}`);
    expect(failed).toEqual([]);
    expect(results.length).toBe(picked.length);
    expect(picked.some((s) => s.language === "js")).toBe(true);
  }, scaled(60_000));
});

const chatModel = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
const messages = JSON.stringify([{ role: "user", content: "What is the capital of France?" }]);

function fetchSnippet(name: string, options: SnippetToRun["options"], model: unknown, code: string): SnippetToRun {
  return { name, language: "js", client: "fetch", content: code, model, options };
}

async function reasonsFor(snippet: SnippetToRun): Promise<string> {
  const result = await runSnippet(fixture.mock, snippet, fixture.root);
  expect(result.status).toBe("failed");
  return result.reasons.join("\n");
}

describe("the mock rejects snippets that break a route's contract", () => {
  it("a token from the wrong variable", async () => {
    const code = `const r = await fetch("https://router.huggingface.co/v1/chat/completions", { method: "POST",
      headers: { Authorization: \`Bearer \${process.env.API_TOKEN}\`, "Content-Type": "application/json" },
      body: JSON.stringify({ model: "meta-llama/Llama-3.1-8B-Instruct:together", messages: ${messages} }) });
    console.log(await r.text());`;
    expect(await reasonsFor(fetchSnippet("bad-token", { provider: "together" }, chatModel, code))).toMatch(/Authorization is "Bearer verify-endpoint-token".*HF_TOKEN/);
  });

  it("a JSON body without Content-Type", async () => {
    const code = `const r = await fetch("https://router.huggingface.co/hf-inference/models/a/b", { method: "POST",
      headers: { Authorization: \`Bearer \${process.env.HF_TOKEN}\` }, body: JSON.stringify({ inputs: "x" }) });
    console.log(await r.text());`;
    const model = { id: "a/b", pipeline_tag: "text-classification" };
    const options = { inputs: "x" };
    expect(await reasonsFor(fetchSnippet("no-content-type", options, model, code))).toMatch(/Content-Type is .*the official client sends application\/json/);
  });

  it("a body of the wrong shape", async () => {
    const code = `const r = await fetch("https://router.huggingface.co/hf-inference/models/a/b", { method: "POST",
      headers: { Authorization: \`Bearer \${process.env.HF_TOKEN}\`, "Content-Type": "application/json" },
      body: JSON.stringify({ input: "x" }) });
    console.log(await r.text());`;
    const model = { id: "a/b", pipeline_tag: "text-classification" };
    expect(await reasonsFor(fetchSnippet("bad-body", { inputs: "x" }, model, code))).toMatch(/body is \{"input":"x"\}; the official client sends \{"inputs":"x"\}/);
  });

  it("a missing X-HF-Bill-To", async () => {
    const code = `const r = await fetch("https://router.huggingface.co/v1/chat/completions", { method: "POST",
      headers: { Authorization: \`Bearer \${process.env.HF_TOKEN}\`, "Content-Type": "application/json" },
      body: JSON.stringify({ model: "meta-llama/Llama-3.1-8B-Instruct:hf-inference", messages: ${messages} }) });
    console.log(await r.text());`;
    expect(await reasonsFor(fetchSnippet("no-bill-to", { billTo: "huggingface" }, chatModel, code))).toMatch(/X-HF-Bill-To is undefined, expected "huggingface"/);
  });

  it("a direct request that goes through the router", async () => {
    const code = `const r = await fetch("https://router.huggingface.co/v1/chat/completions", { method: "POST",
      headers: { Authorization: \`Bearer \${process.env.GROQ_API_KEY}\`, "Content-Type": "application/json" },
      body: JSON.stringify({ model: "meta-llama/Llama-3.1-8B-Instruct", messages: ${messages} }) });
    console.log(await r.text());`;
    expect(await reasonsFor(fetchSnippet("direct", { provider: "groq", directRequest: true }, chatModel, code))).toMatch(/direct request to https:\/\/api.groq.com/);
  });

  it("a stream read only up to its first event", async () => {
    const code = `const r = await fetch("https://router.huggingface.co/v1/chat/completions", { method: "POST",
      headers: { Authorization: \`Bearer \${process.env.HF_TOKEN}\`, "Content-Type": "application/json" },
      body: JSON.stringify({ model: "meta-llama/Llama-3.1-8B-Instruct:hf-inference", messages: ${messages}, stream: true }) });
    for await (const chunk of r.body) { console.log(String(chunk)); break; }
    process.exit(0);`;
    // What always fails it: the answer, sent in pieces, is never printed whole. The mock's side (the stream
    // closed before [DONE]) is said too when the client exits before the mock has written every event, which a
    // busy machine can reorder: the mock writes to the socket's buffer whether or not the client reads.
    expect(await reasonsFor(fetchSnippet("short-stream", { streaming: true }, chatModel, code))).toMatch(/stdout does not show the answer "The capital is verifystream42\."/);
  });

  // A Replicate text-to-image job, asked for and waited on, its answer in `job`: what the cases below go on from.
  const REPLICATE_JOB = `const r = await fetch("https://router.huggingface.co/replicate/v1/models/a/b/predictions", { method: "POST",
      headers: { Authorization: \`Bearer \${process.env.HF_TOKEN}\`, "Content-Type": "application/json", Prefer: "wait" },
      body: JSON.stringify({ input: { prompt: "p", num_inference_steps: 5 } }) });
    let job = await r.json();
    if (job.status !== "succeeded") job = await (await fetch("https://router.huggingface.co/replicate" + new URL(job.urls.get).pathname, { headers: { Authorization: \`Bearer \${process.env.HF_TOKEN}\` } })).json();`;

  it("an answer URL that is never downloaded", async () => {
    const code = `${REPLICATE_JOB}
    console.log(job);`;
    const model = { id: "a/b", pipeline_tag: "text-to-image" };
    const reasons = await reasonsFor(fetchSnippet("no-download", { provider: "replicate", inputs: "p" }, model, code));
    expect(reasons).toMatch(/never downloaded/);
    expect(reasons).toMatch(/output.png was not written/);
  });

  it("a download that sends the token to the CDN", async () => {
    const code = `${REPLICATE_JOB}
    const { output } = job;
    await fetch(output[0] ?? output, { headers: { Authorization: \`Bearer \${process.env.HF_TOKEN}\` } });`;
    const model = { id: "a/b", pipeline_tag: "text-to-image" };
    expect(await reasonsFor(fetchSnippet("leaky-download", { provider: "replicate", inputs: "p" }, model, code))).toMatch(/must not send the Authorization header/);
  });

  it("an error answer saved as the output file (curl -o without --fail)", async () => {
    const golden = collectSnippets("textToImage/flux").find((s) => s.client === "curl" && s.name.endsWith("/hf-inference"))!;
    expect((await runSnippet(fixture.mock, golden, fixture.root, { serviceError: 401 })).status).toBe("passed");
    const broken = { ...golden, content: golden.content.replace("    --fail \\\n", "") };
    expect(broken.content).not.toContain("--fail");
    const result = await runSnippet(fixture.mock, broken, fixture.root, { serviceError: 401 });
    expect(result.reasons.join("\n")).toMatch(/exit code 0 on an HTTP 401 answer[\s\S]*wrote output.png from an HTTP 401 answer/);
  });

  it("a failed download saved as the output file", async () => {
    const golden = collectSnippets("textToImage/flux").find((s) => s.client === "requests" && s.name.endsWith("/replicate"))!;
    expect((await runSnippet(fixture.mock, golden, fixture.root, { downloadError: 403 })).status).toBe("passed");
    const broken = { ...golden, content: golden.content.replace("download.raise_for_status()\n", "") };
    const result = await runSnippet(fixture.mock, broken, fixture.root, { downloadError: 403 });
    expect(result.reasons.join("\n")).toMatch(/exit code 0 on an HTTP 403 download[\s\S]*wrote output.png/);
  });

  it("a snippet that exits non-zero", async () => {
    const code = `process.exit(3);`;
    expect(await reasonsFor(fetchSnippet("exit", {}, chatModel, code))).toMatch(/exit code 3[\s\S]*no inference request arrived/);
  });
});
