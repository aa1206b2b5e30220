import { describe, expect, it } from "vitest";
import { newToken, refusal, TOKEN_HEADER } from "./guard.ts";

const token = newToken();
const own = { host: "127.0.0.1:5173", origin: "http://127.0.0.1:5173", "sec-fetch-site": "same-origin", "content-type": "application/json", [TOKEN_HEADER]: token };

describe("refusal", () => {
  it("lets the playground's own page write", () => {
    expect(refusal(own, token)).toBeNull();
    expect(refusal({ ...own, "content-type": "application/json; charset=utf-8", "sec-fetch-site": undefined }, token)).toBeNull();
  });

  it("refuses another origin, a cross-site fetch, no origin", () => {
    expect(refusal({ ...own, origin: "https://evil.example" }, token)).toMatch(/Origin https:\/\/evil.example is not this server's/);
    expect(refusal({ ...own, origin: "http://localhost:8000" }, token)).toMatch(/not this server's/);
    expect(refusal({ ...own, origin: undefined }, token)).toMatch(/Origin \(none\)/);
    expect(refusal({ ...own, "sec-fetch-site": "same-site" }, token)).toMatch(/Sec-Fetch-Site same-site/);
    expect(refusal({ ...own, host: undefined }, token)).toBe("no Host header");
  });

  it("refuses anything but JSON", () => {
    expect(refusal({ ...own, "content-type": "text/plain" }, token)).toMatch(/Content-Type text\/plain/);
    expect(refusal({ ...own, "content-type": undefined }, token)).toMatch(/Content-Type \(none\)/);
  });

  it("refuses a missing or wrong token", () => {
    expect(refusal({ ...own, [TOKEN_HEADER]: undefined }, token)).toMatch(/missing or wrong/);
    expect(refusal({ ...own, [TOKEN_HEADER]: newToken() }, token)).toMatch(/missing or wrong/);
    expect(refusal({ ...own, [TOKEN_HEADER]: token.slice(1) }, token)).toMatch(/missing or wrong/);
  });

  it("makes a new token each time", () => {
    expect(newToken()).not.toBe(token);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
  });
});
