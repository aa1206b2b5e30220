// Who may write through the dev server: a request is refused unless it comes from the playground's own
// page. Pure: the decision takes the request's method and headers and the server's token, so each rule
// is tested without a server.
//   - the page's token (random per server, in the page's <meta name="playground-token">) in X-Playground-Token;
//   - Origin equal to the server's own origin (http://<Host>; Vite refuses a foreign Host before this);
//   - Sec-Fetch-Site, when the browser sends it, "same-origin";
//   - Content-Type application/json (a form or a text/plain "simple" request is never a write).
import { randomBytes, timingSafeEqual } from "node:crypto";

export const TOKEN_HEADER = "x-playground-token";
export const TOKEN_META = "playground-token";

export type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** A fresh token: 32 random bytes, hex. */
export function newToken(): string {
  return randomBytes(32).toString("hex");
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a write request is refused, or null when it may go on. */
export function refusal(headers: Headers, token: string): string | null {
  const host = header(headers, "host");
  if (!host) return "no Host header";
  const origin = header(headers, "origin");
  if (origin !== `http://${host}`) return `Origin ${origin ?? "(none)"} is not this server's (http://${host})`;
  const site = header(headers, "sec-fetch-site");
  if (site !== undefined && site !== "same-origin") return `Sec-Fetch-Site ${site}: only the playground's own page may write`;
  const type = (header(headers, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return `Content-Type ${type || "(none)"}: must be application/json`;
  const given = header(headers, TOKEN_HEADER);
  if (!given || !sameToken(given, token)) return `missing or wrong ${TOKEN_HEADER}: reload the playground from this server`;
  return null;
}
