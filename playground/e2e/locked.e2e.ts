// A page of another local origin, in chromium, tries to rewrite the repository through the playground's dev
// server: every write is refused and nothing is written (the server's side: playground/server/locked.test.ts).
import { readFileSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openPage, startHarness, type Harness } from "./harness.ts";

let harness: Harness;
let other: Server;
let otherUrl: string;

const TEMPLATE = "python/requests/_default";
const OUTPUT = "basic/text-classification/python/requests/hf-inference.py";

beforeAll(async () => {
  harness = await startHarness();
  other = createServer((_req, res) => {
    res.setHeader("content-type", "text/html");
    res.end("<!doctype html><title>elsewhere</title>");
  });
  await new Promise<void>((done) => other.listen(0, "localhost", done));
  const address = other.address();
  otherUrl = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((done) => other?.close(done));
  await harness?.close();
});

it("refuses a page of another local origin its PUT and DELETE, and writes nothing", async () => {
  const before = {
    template: readFileSync(join(harness.templatesDir, `${TEMPLATE}.hbs`), "utf8"),
    output: readFileSync(join(harness.goldenDir, OUTPUT), "utf8"),
    languages: readdirSync(harness.templatesDir).sort(),
  };
  const page = await openPage(harness.browser);
  await page.goto(otherUrl);
  const answers = await page.evaluate(
    async ({ target, template, output }) => {
      const attempt = async (url: string, init: RequestInit) => {
        try {
          const response = await fetch(url, init);
          return `${response.type} ${response.status}`;
        } catch (error) {
          return `failed: ${(error as Error).name}`;
        }
      };
      const json = { "content-type": "application/json" };
      return {
        putJson: await attempt(`${target}/__playground/template`, { method: "PUT", headers: json, body: JSON.stringify({ key: template, source: "pwned" }) }),
        deleteJson: await attempt(`${target}/__playground/golden`, { method: "DELETE", headers: json, body: JSON.stringify({ path: output }) }),
        newFolder: await attempt(`${target}/__playground/template`, { method: "PUT", headers: json, body: JSON.stringify({ key: "newlang/newclient/evil", source: "x" }) }),
        // A "simple" request needs no preflight: the server itself must refuse it.
        putText: await attempt(`${target}/__playground/template`, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: JSON.stringify({ key: template, source: "pwned" }) }),
        readFs: await attempt(`${target}/@fs${"/etc/passwd"}`, {}),
      };
    },
    { target: harness.url, template: TEMPLATE, output: OUTPUT },
  );
  // The JSON writes die at the preflight (no CORS); the simple one reaches the server and is refused
  // (opaque to the page, status 0); the read gets no CORS answer either.
  expect(answers).toEqual({
    putJson: "failed: TypeError",
    deleteJson: "failed: TypeError",
    newFolder: "failed: TypeError",
    putText: "opaque 0",
    readFs: "failed: TypeError",
  });
  expect({
    template: readFileSync(join(harness.templatesDir, `${TEMPLATE}.hbs`), "utf8"),
    output: readFileSync(join(harness.goldenDir, OUTPUT), "utf8"),
    languages: readdirSync(harness.templatesDir).sort(),
  }).toEqual(before);
  await page.close();
});
