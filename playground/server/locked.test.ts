// The dev server as an attacker sees it: the requests that once rewrote the repository (a page of another
// local origin, curl with forged headers), sent to a real server over HTTP, are refused and write nothing.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playgroundConfig } from "../vite.config.ts";
import { TOKEN_HEADER } from "./guard.ts";
import { scaled } from "../../verify/machine-load.ts";

const REPO = resolve(import.meta.dirname, "../..");
const CASE = "basic/text-classification";
const OUTPUT = `${CASE}/python/requests/hf-inference.py`;
const TEMPLATE = "python/requests/_default";

let scratch: string;
let goldenDir: string;
let templatesDir: string;
let server: ViteDevServer;
let port: number;
let token: string;

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP request, headers exactly as given (as curl sends them). */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = request({ host: "127.0.0.1", port, method, path, headers: { ...headers, ...length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
    });
    req.on("error", fail);
    req.end(body);
  });
}

const own = () => ({ origin: `http://127.0.0.1:${port}`, "content-type": "application/json", [TOKEN_HEADER]: token });
const snapshot = () => ({
  output: readFileSync(join(goldenDir, OUTPUT), "utf8"),
  template: readFileSync(join(templatesDir, `${TEMPLATE}.hbs`), "utf8"),
  templateFolders: readdirSync(templatesDir).sort(),
});

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "playground-locked-"));
  goldenDir = join(scratch, "golden");
  templatesDir = join(scratch, "templates");
  mkdirSync(join(goldenDir, "cases/basic"), { recursive: true });
  cpSync(join(REPO, "golden/cases", `${CASE}.yaml`), join(goldenDir, "cases", `${CASE}.yaml`));
  cpSync(join(REPO, "golden", CASE), join(goldenDir, CASE), { recursive: true });
  cpSync(join(REPO, "templates/python"), join(templatesDir, "python"), { recursive: true });
  const config = playgroundConfig({ goldenDir, templatesDir });
  server = await createServer({ ...config, configFile: false, server: { ...config.server, port: 0, host: "127.0.0.1" }, logLevel: "silent" });
  await server.listen();
  const address = server.httpServer!.address();
  port = typeof address === "object" && address ? address.port : 0;
  const page = await send("GET", "/", { accept: "text/html" });
  token = /<meta name="playground-token" content="([0-9a-f]{64})"/.exec(page.body)?.[1] ?? "";
}, scaled(60_000));

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("the dev server's write endpoints", () => {
  it("hands its page a token", () => {
    expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses each forged write and writes nothing", async () => {
    const before = snapshot();
    const template = JSON.stringify({ key: TEMPLATE, source: "pwned\n" });
    const golden = JSON.stringify({ path: OUTPUT });
    const forged: [string, string, Record<string, string>, string][] = [
      // A page of another local origin (no token: it cannot read ours).
      ["PUT", "/__playground/template", { origin: "http://localhost:8000", "content-type": "application/json", "sec-fetch-site": "same-site" }, template],
      ["DELETE", "/__playground/golden", { origin: "http://localhost:8000", "content-type": "application/json", "sec-fetch-site": "same-site" }, golden],
      // curl: any Origin, text/plain, no token; or our token but a foreign origin or text/plain.
      ["PUT", "/__playground/template", { origin: "https://evil.example", "content-type": "text/plain" }, template],
      ["PUT", "/__playground/template", { "content-type": "application/json" }, template],
      ["PUT", "/__playground/template", { ...own(), origin: "https://evil.example" }, template],
      ["PUT", "/__playground/template", { ...own(), "content-type": "text/plain" }, template],
      ["PUT", "/__playground/template", { ...own(), [TOKEN_HEADER]: "0".repeat(64) }, template],
      ["DELETE", "/__playground/golden", { ...own(), "sec-fetch-site": "cross-site" }, golden],
      // With every header right: a new language and client folder, a golden output the engine renders.
      ["PUT", "/__playground/template", own(), JSON.stringify({ key: "newlang/newclient/evil", source: "x" })],
      ["DELETE", "/__playground/golden", own(), golden],
      ["PUT", "/__playground/golden", own(), JSON.stringify({ path: `${CASE}/python/requests/evil.py`, content: "x" })],
    ];
    for (const [method, path, headers, body] of forged) {
      const answer = await send(method, path, headers, body);
      expect({ method, path, headers, status: answer.status }).toEqual({ method, path, headers, status: 403 });
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    }
    expect(snapshot()).toEqual(before);
    expect(readdirSync(join(goldenDir, CASE, "python/requests"))).toEqual(["hf-inference.py"]);
  });

  it("answers a cross-origin preflight with no CORS headers", async () => {
    const answer = await send("OPTIONS", "/__playground/template", {
      origin: "http://localhost:8000",
      "access-control-request-method": "PUT",
      "access-control-request-headers": "content-type",
    });
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(answer.headers["access-control-allow-methods"]).toBeUndefined();
  });

  it("serves no file outside the folders the page is built from", async () => {
    for (const file of [join(REPO, "package.json"), join(REPO, "verify/README.md"), "/etc/passwd", join(REPO, "tsconfig.json")]) {
      const answer = await send("GET", `/@fs${file}`, {});
      expect({ file, status: answer.status }).toEqual({ file, status: 403 });
    }
    const allowed = await send("GET", `/@fs${join(REPO, "engine/golden/README.md")}?raw`, {});
    expect(allowed.status).toBe(200);
  });

  it("lets its own page write, with the token", async () => {
    const answer = await send("PUT", "/__playground/template", own(), JSON.stringify({ key: "python/requests/added", source: "x\n" }));
    expect(answer.status).toBe(200);
    expect(readFileSync(join(templatesDir, "python/requests/added.hbs"), "utf8")).toBe("x\n");
    writeFileSync(join(goldenDir, CASE, "python/requests/together.py"), "orphan\n");
    expect((await send("DELETE", "/__playground/golden", own(), JSON.stringify({ path: `${CASE}/python/requests/together.py` }))).status).toBe(200);
    expect((await send("PUT", "/__playground/golden", own(), JSON.stringify({ path: OUTPUT, content: "new\n" }))).status).toBe(200);
    expect(readFileSync(join(goldenDir, OUTPUT), "utf8")).toBe("new\n");
  }, scaled(30_000));
});
