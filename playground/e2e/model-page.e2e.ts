// The model page as the hub shows it, in chromium: a chat model's language and client tabs and only its
// providers, a GGUF model with no inference provider but its local apps, a transformers model's "Use this
// model" menu; every choice in the URL.
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTPUT_DIR, openPage, showInApp, startHarness, wait, type Harness } from "./harness.ts";

let harness: Harness;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  harness = await startHarness();
  page = await openPage(harness.browser, { viewport: { width: 1280, height: 900 } });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(`${harness.url}/?view=model`);
  await page.locator("#model-page-title").waitFor({ timeout: wait(60_000) });
  await page.waitForLoadState("networkidle");
});

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await harness?.close();
});

/** Shows a case's model page in the page loaded once (as Back and Forward do, no reload). */
const open = async (search: string) => {
  await showInApp(page, `?view=model&${search}`);
  await page.locator("#model-page-title").waitFor();
};
const tabs = (label: string) => page.getByRole("tablist", { name: label }).getByRole("tab");
const selected = (label: string) => page.getByRole("tablist", { name: label }).locator("[aria-selected=true]").innerText();

describe("the model page", () => {
  it("shows a chat model's language tabs, their clients and only the case's providers; the choices are in the URL", async () => {
    await open("case=conversational/llm");
    expect((await tabs("Language").allInnerTexts()).slice(0, 3)).toEqual(["Python", "JavaScript", "cURL"]);
    expect(await tabs("Language").allInnerTexts()).toEqual(["Python", "JavaScript", "cURL", "Go", "Java", "C#", "Rust", "PHP", "Ruby", "R"]);
    expect(await tabs("Python client").allInnerTexts()).toEqual(expect.arrayContaining(["huggingface_hub", "openai", "requests"]));
    const options = await page.locator("#inference-provider option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(options).toEqual(["hf-inference", "auto", "baseten", "cerebras", "cohere", "deepinfra", "featherless-ai", "fireworks-ai", "groq", "novita", "nscale", "ovhcloud", "publicai", "scaleway", "together", "zai-org"]);
    expect(await page.getByLabel("Streaming").isVisible()).toBe(true);

    await page.selectOption("#inference-provider", "together");
    await tabs("Language").filter({ hasText: "JavaScript" }).click();
    await tabs("JavaScript client").filter({ hasText: "openai" }).click();
    await expect.poll(() => page.url()).toContain("inference_provider=together&language=js&client=openai");
    expect(await page.getByTestId("model-snippet").innerText()).toContain(":together");
    await page.getByLabel("Streaming").check();
    expect(await page.getByTestId("model-snippet").innerText()).toContain("stream");
    await page.screenshot({ path: join(OUTPUT_DIR, "model-page-chat.png") });

    // The same URL opens the same choices.
    await page.goto(page.url());
    await page.getByTestId("model-snippet").waitFor();
    expect([await selected("Language"), await selected("JavaScript client"), await page.locator("#inference-provider").inputValue()]).toEqual(["JavaScript", "openai", "together"]);
    expect(await page.getByRole("button", { name: "JavaScript openai snippet: copy to clipboard" }).isVisible()).toBe(true);
  });

  it("shows a GGUF model with no inference provider, and its local apps with the quantisation", async () => {
    await open("case=local-apps/gguf-chat");
    await expect.poll(() => page.locator("#model-page-title").innerText()).toBe("bartowski/Qwen2.5-7B-Instruct-GGUF");
    expect(await page.getByTestId("no-provider").innerText()).toBe("No inference provider serves this model.");
    expect(await page.locator("#inference-provider").count()).toBe(0);
    expect(await page.getByRole("tablist", { name: "Language" }).count()).toBe(0);
    await page.getByTestId("use-menu").locator("summary").click();
    const apps = await page.getByRole("group", { name: "Local apps" }).getByRole("button").allInnerTexts();
    expect(apps).toEqual(expect.arrayContaining(["llama.cpp", "Ollama"]));
    const quant = page.getByLabel("Quantisation");
    await quant.selectOption("Q8_0");
    await page.getByRole("group", { name: "Local apps" }).getByRole("button", { name: "llama.cpp" }).click();
    expect(await page.getByTestId("use-panel").innerText()).toContain("Q8_0");
    await page.screenshot({ path: join(OUTPUT_DIR, "model-page-gguf.png") });
  });

  it("lists transformers by name, with its docs, in a transformers model's Use this model menu", async () => {
    await open("case=libraries/transformers/textToSpeech");
    await page.getByTestId("use-menu").locator("summary").click();
    const libraries = page.getByRole("group", { name: "Libraries" });
    expect(await libraries.getByRole("button").allInnerTexts()).toEqual(["Transformers"]);
    expect(await libraries.getByRole("link", { name: "Transformers documentation" }).getAttribute("href")).toBe("https://huggingface.co/docs/hub/transformers");
    await libraries.getByRole("button", { name: "Transformers" }).click();
    expect(await page.getByTestId("use-panel").innerText()).toContain("from transformers import");
    await page.screenshot({ path: join(OUTPUT_DIR, "model-page-transformers.png") });
  });
});
