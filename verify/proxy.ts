// An HTTPS proxy in front of the verify mock, for runtimes whose HTTP client cannot be redirected from
// inside (Go, Java, C#, Rust): they honour a proxy setting and a trusted certificate authority instead.
// The proxy answers CONNECT, ends TLS itself with a certificate for the requested host signed by a
// certificate authority made for this verify run (openssl), and forwards each request to the run's mock
// base as `<base>/<host><path>`, just as the node, python and curl redirections do. One proxy per run,
// so the port says which run a request belongs to.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { join } from "node:path";
import { TLSSocket } from "node:tls";

function openssl(args: string[], cwd: string): void {
  const r = spawnSync("openssl", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`openssl ${args[0]} failed: ${r.stderr || r.error?.message}`);
}

/** A certificate authority for one verify run, and leaf certificates for the hosts snippets reach. */
export class CertificateAuthority {
  /** PEM file of the authority's certificate: what clients are told to trust. */
  readonly certFile: string;
  private readonly key: Buffer;
  private readonly leaves = new Map<string, Buffer>();

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.certFile = join(dir, "ca.pem");
    openssl(["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days", "2",
      "-subj", "/CN=verify-snippets mock authority", "-addext", "basicConstraints=critical,CA:TRUE",
      "-addext", "keyUsage=critical,keyCertSign,cRLSign"], dir);
    // One key for every leaf certificate; only the names differ.
    openssl(["req", "-newkey", "rsa:2048", "-nodes", "-keyout", "leaf.key", "-out", "leaf.csr", "-subj", "/CN=verify-snippets mock"], dir);
    this.key = readFileSync(join(dir, "leaf.key"));
  }

  /** Key and certificate for `host`, made once. Host names come from snippets: only DNS-safe ones are signed. */
  leaf(host: string): { key: Buffer; cert: Buffer } {
    if (!/^[A-Za-z0-9.-]{1,253}$/.test(host)) throw new Error(`not a host name: ${JSON.stringify(host)}`);
    let cert = this.leaves.get(host);
    if (!cert) {
      const name = host.toLowerCase();
      writeFileSync(join(this.dir, `${name}.ext`), `subjectAltName=DNS:${name}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n`);
      openssl(["x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-days", "2",
        "-out", `${name}.pem`, "-extfile", `${name}.ext`], this.dir);
      cert = readFileSync(join(this.dir, `${name}.pem`));
      this.leaves.set(host, cert);
    }
    return { key: this.key, cert };
  }
}

/** A proxy for one run: `url` is what HTTPS_PROXY and friends are set to. */
export interface RunProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts a proxy that sends everything to `base` (the run's mock base URL). */
export async function startRunProxy(authority: CertificateAuthority, base: string): Promise<RunProxy> {
  const target = new URL(base);
  const forward = (req: IncomingMessage, res: ServerResponse, secureHost: string | null) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      // Through a tunnel the request line holds the path; a plain proxy request holds the whole URL.
      const absolute = /^https?:\/\//.test(req.url ?? "") ? new URL(req.url!) : null;
      const host = absolute ? absolute.host : (secureHost ?? req.headers.host ?? "unknown");
      const path = absolute ? `${absolute.pathname}${absolute.search}` : (req.url ?? "/");
      const headers = { ...req.headers };
      for (const name of ["host", "proxy-connection", "proxy-authorization", "connection", "transfer-encoding"]) delete headers[name];
      const body = Buffer.concat(chunks);
      if (body.length || req.method === "POST") headers["content-length"] = String(body.length);
      const upstream = httpRequest(
        // A fresh connection per request (no keep-alive pool), so a socket the mock is closing is never reused.
        { host: target.hostname, port: target.port, method: req.method, path: `${target.pathname}/${host}${path}`, headers, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.flushHeaders();
          answer.pipe(res);
        },
      );
      upstream.on("error", (error) => {
        if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
        res.end(`verify proxy: ${error.message}`);
      });
      res.on("close", () => upstream.destroy());
      upstream.end(body);
    });
  };

  const server: Server = createServer((req, res) => forward(req, res, null));
  server.on("connect", (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const hostname = (req.url ?? "").replace(/:443$/, "");
    let leaf: { key: Buffer; cert: Buffer };
    try {
      leaf = authority.leaf(hostname);
    } catch {
      socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length) socket.unshift(head);
    const tls = new TLSSocket(socket, { isServer: true, key: leaf.key, cert: leaf.cert, ALPNProtocols: ["http/1.1"] });
    tls.on("error", () => socket.destroy());
    (tls as TLSSocket & { verifyHost?: string }).verifyHost = hostname;
    server.emit("connection", tls);
  });
  // Requests inside a tunnel: the host is the tunnel's.
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.socket as TLSSocket & { verifyHost?: string }).verifyHost ?? null;
    forward(req, res, host);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
