// The verify proxy: a CONNECT tunnel to any host ends in TLS the run's authority signed, and each
// request inside it reaches the mock base as <base>/<host><path>, its answer streamed back.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CertificateAuthority, startRunProxy } from "./proxy.ts";
import { scaled } from "./machine-load.ts";

let dir: string;
let upstream: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "verify-proxy-"));
  upstream = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const answer = JSON.stringify({ path: req.url, method: req.method, auth: req.headers.authorization, body });
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(answer) });
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/r/run7`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** An HTTPS POST through the proxy, as a client honouring HTTPS_PROXY sends it, trusting only `ca`. */
function postThrough(proxyPort: number, host: string, path: string, ca: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const tunnel = request({ host: "127.0.0.1", port: proxyPort, method: "CONNECT", path: `${host}:443` });
    tunnel.on("connect", (res, socket) => {
      if (res.statusCode !== 200) return reject(new Error(`CONNECT answered ${res.statusCode}`));
      const tls = connect({ socket, servername: host, ca }, () => {
        const body = '{"inputs":"x"}';
        tls.write(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer t\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
      });
      let answer = "";
      tls.on("data", (d) => (answer += d));
      tls.on("end", () => resolve(answer));
      tls.on("error", reject);
    });
    tunnel.on("error", reject);
    tunnel.end();
  });
}

describe("verify proxy", () => {
  it("ends TLS with a certificate the run's authority signed and forwards to <base>/<host><path>", async () => {
    const authority = new CertificateAuthority(join(dir, "ca"));
    const proxy = await startRunProxy(authority, base);
    try {
      const answer = await postThrough(proxy.port, "router.huggingface.co", "/v1/chat/completions?x=1", readFileSync(authority.certFile));
      expect(answer.startsWith("HTTP/1.1 200")).toBe(true);
      const json = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
      expect(json).toEqual({ path: "/r/run7/router.huggingface.co/v1/chat/completions?x=1", method: "POST", auth: "Bearer t", body: '{"inputs":"x"}' });
    } finally {
      await proxy.close();
    }
  }, scaled(30_000));

  it("refuses to sign a name that is not a host name", () => {
    const authority = new CertificateAuthority(join(dir, "ca2"));
    expect(() => authority.leaf("a/b")).toThrow(/not a host name/);
  }, scaled(30_000));
});
