// A local mock of the inference API (node:http on 127.0.0.1, a random port). Each snippet run registers
// what it is expected to do and gets a base URL `http://127.0.0.1:<port>/r/<run>`; redirected requests
// arrive as `<base>/<original host><original path>`. Requests are checked against the contract of their
// route (contract.ts); a violation gets a 400 with the reason and is recorded for the run.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  ContractViolation,
  checkAgainstOfficial,
  checkBody,
  checkHeaders,
  effectiveProvider,
  mappingTask,
  matchRoute,
  type Expectation,
  type IncomingRequest,
} from "./contract.ts";
import { chatAnswer, mappingAnswer, taskAnswer, violationAnswer, type Answer, type Outcome } from "./answers.ts";
import type { OutputMedia as Media } from "./fixtures.ts";

export interface RunRecord {
  id: string;
  exp: Expectation;
  /** One line per request: `METHOD host/path -> status`. */
  log: string[];
  violations: string[];
  inferenceRequests: number;
  outcomes: Outcome[];
  announced: Map<string, Media>;
  downloaded: Set<string>;
  streams: { finished: boolean; aborted: boolean }[];
  /** Jobs the snippet fetches later: `pending` are the answers polls get before the result. */
  queued: Map<string, { result: unknown; pending?: unknown[]; outcome: Outcome; fetched: boolean }>;
  /** Answer inference requests with this HTTP error (after checking them), to test error handling. */
  failWith: number | null;
  /** Answer downloads of the files an answer points to with this HTTP error. */
  failDownloadsWith: number | null;
}

/** How long the mock keeps an idle connection open: longer than a whole verify run. */
export const IDLE_CONNECTION_MS = 60 * 60_000;

export class MockServer {
  private server: Server | null = null;
  private runs = new Map<string, RunRecord>();
  private next = 0;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    // Idle connections stay open until close(). With Node's default of 5 s the mock could close a pooled
    // connection just as a long-lived runtime (the JavaScript server's fetch pool) sent the next snippet's
    // first request on it, which then failed with "fetch failed" (SocketError: other side closed).
    this.server.keepAliveTimeout = IDLE_CONNECTION_MS;
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  register(exp: Expectation, failWith: number | null = null, failDownloadsWith: number | null = null): RunRecord {
    const id = `run${++this.next}`;
    const run: RunRecord = {
      id,
      exp,
      log: [],
      violations: [],
      inferenceRequests: 0,
      outcomes: [],
      announced: new Map(),
      downloaded: new Set(),
      streams: [],
      queued: new Map(),
      failWith,
      failDownloadsWith,
    };
    this.runs.set(id, run);
    return run;
  }

  baseUrl(run: RunRecord): string {
    return `${this.origin()}/r/${run.id}`;
  }

  release(run: RunRecord): void {
    this.runs.delete(run.id);
  }

  /** What is wrong with a finished run from the mock's side: violations and expected requests that never came. */
  problems(run: RunRecord): string[] {
    const out = [...run.violations];
    if (run.inferenceRequests === 0) out.push("no inference request arrived");
    if (run.failWith !== null) return out;
    if (run.inferenceRequests > 1) out.push(`${run.inferenceRequests} inference requests arrived, expected 1`);
    const downloads = run.exp.client !== "sh/curl";
    if (downloads) for (const url of run.announced.keys()) if (!run.downloaded.has(url)) out.push(`the answer pointed to ${url} but it was never downloaded`);
    for (const s of run.streams) {
      if (s.aborted) out.push("the client closed the stream before data: [DONE]");
      else if (!s.finished) out.push("the stream was not consumed to the end");
    }
    for (const [id, q] of run.queued) if (!q.fetched) out.push(`queued request ${id}: the result was never fetched`);
    return out;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", this.origin());
    const match = /^\/r\/([a-z0-9]+)\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const run = match ? this.runs.get(match[1]!) : undefined;
    if (!match || !run) {
      send(res, violationAnswer(`no run for ${url.pathname}`));
      return;
    }
    const incoming: IncomingRequest = {
      method: req.method ?? "GET",
      host: match[2]!,
      path: match[3] ?? "/",
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    const where = `${incoming.method} ${incoming.host}${incoming.path}${url.search}`;
    let answer: Answer;
    try {
      answer = this.answer(run, incoming);
    } catch (error) {
      if (!(error instanceof ContractViolation)) throw error;
      run.violations.push(`${where}: ${error.message}`);
      answer = violationAnswer(error.message);
    }
    run.log.push(`${where} -> ${answer.status}`);
    if (answer.events) {
      const stream = { finished: false, aborted: false };
      run.streams.push(stream);
      res.on("close", () => {
        if (!stream.finished) stream.aborted = true;
      });
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
      // Pauses between events: a client that stops reading early closes the stream before [DONE] is sent.
      // A comment line first (servers send them as keep-alives), and every other event split in two
      // writes mid-line, as proxies do, so a client must buffer partial lines.
      res.write(": keep-alive\n\n");
      for (const [i, event] of answer.events.entries()) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        if (res.destroyed || stream.aborted) return;
        const line = `data: ${event}\n\n`;
        if (i % 2 === 1 && line.length > 12) {
          res.write(line.slice(0, 9));
          await new Promise((resolve) => setTimeout(resolve, 2));
          if (res.destroyed || stream.aborted) return;
          res.write(line.slice(9));
        } else res.write(line);
      }
      stream.finished = true;
      res.end();
      return;
    }
    send(res, answer);
  }

  private answer(run: RunRecord, req: IncomingRequest): Answer {
    const exp = run.exp;
    const route = matchRoute(exp, req, new Set(run.announced.keys()));
    checkHeaders(exp, req, route);
    const inference = route.kind === "chat" || route.kind === "inference-api" || route.kind === "provider-task";
    if (inference && exp.official) checkAgainstOfficial(exp, req);
    else checkBody(exp, req, route);
    if (run.failWith !== null && (route.kind === "chat" || route.kind === "inference-api" || route.kind === "provider-task")) {
      run.inferenceRequests++;
      const error = JSON.stringify({ error: "Invalid credentials in Authorization header (verify: error answer)" });
      return { status: run.failWith, contentType: "application/json", body: Buffer.from(error), outcome: null };
    }
    switch (route.kind) {
      case "hub-mapping":
        return mappingAnswer(exp, effectiveProvider(exp).id, mappingTask(exp));
      case "hub-registry":
        // The registry's shape, as huggingface_hub reads it (utils/_detect_agent.py): no harness known.
        return json200({ standardEnvVars: [], harnesses: {} });
      case "download": {
        run.downloaded.add(route.url);
        if (run.failDownloadsWith !== null) {
          // As a CDN answers an expired signed URL.
          const body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>';
          return { status: run.failDownloadsWith, contentType: "application/xml", body: Buffer.from(body), outcome: null };
        }
        const media = run.announced.get(route.url)!;
        return { status: 200, contentType: media.contentType, body: media.bytes, outcome: null };
      }
      case "prediction": {
        const job = run.queued.get(route.requestId);
        if (!job) throw new ContractViolation(`unknown prediction id ${route.requestId}`);
        const running = job.pending?.shift();
        if (running !== undefined) return json200(running);
        job.fetched = true;
        run.outcomes.push(job.outcome);
        return json200(job.result);
      }
      case "fal-status":
      case "fal-result": {
        const queued = run.queued.get(route.requestId);
        if (!queued) throw new ContractViolation(`unknown fal request id ${route.requestId}`);
        if (route.kind === "fal-status") return json200({ status: "COMPLETED", request_id: route.requestId });
        queued.fetched = true;
        run.outcomes.push(queued.outcome);
        return json200(queued.result);
      }
      case "chat": {
        run.inferenceRequests++;
        const answer = chatAnswer(exp, exp.model.id);
        if (answer.outcome) run.outcomes.push(answer.outcome);
        return answer;
      }
      default: {
        run.inferenceRequests++;
        const answer = taskAnswer(exp, route, () => `${run.id}-${run.inferenceRequests}`) as Answer & {
          queued?: { id: string; result: unknown; pending?: unknown[]; outcome: Outcome };
        };
        for (const a of answer.announces ?? []) run.announced.set(a.url, a.media);
        if (answer.queued) run.queued.set(answer.queued.id, { ...answer.queued, fetched: false });
        if (answer.outcome) run.outcomes.push(answer.outcome);
        return answer;
      }
    }
  }
}

function json200(value: unknown): Answer {
  return { status: 200, contentType: "application/json", body: Buffer.from(JSON.stringify(value)), outcome: null };
}

function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { "Content-Type": answer.contentType, "Content-Length": String(answer.body?.length ?? 0) });
  res.end(answer.body ?? undefined);
}
