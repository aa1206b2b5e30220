// The mock's own connection handling, apart from any snippet.
import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MockServer } from "./mock.ts";
import { scaled } from "./machine-load.ts";

describe("the mock's connections", () => {
  const mock = new MockServer();
  beforeAll(() => mock.start());
  afterAll(() => mock.close());

  /** One GET through `agent`: its status and whether it went out on a pooled connection. */
  const get = (agent: Agent) =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = request(`${mock.origin()}/r/none/huggingface.co/api/models/a/b`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on("error", reject);
      req.end();
    });

  // Long-lived runtimes (the JavaScript server's fetch pool, the JVM's, Mono's) send the next snippet's
  // requests on pooled connections; with Node's default 5 s the mock closed them between snippets, and a
  // request sent just then failed ("fetch failed", other side closed).
  it("keeps an idle connection open past Node's default keep-alive (5 s, closed by 7 s)", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent)).toEqual({ status: 400, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await get(agent)).toEqual({ status: 400, reused: true });
    } finally {
      agent.destroy();
    }
  }, scaled(20_000));
});
