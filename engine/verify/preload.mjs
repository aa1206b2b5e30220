// Node preload (`node --import`): sends every fetch to the verify mock without touching the snippet.
// `https://host/path?q` becomes `$VERIFY_MOCK_BASE/host/path?q`; @huggingface/inference and openai both
// use the global fetch. Plain JavaScript so it runs before any TypeScript loader.
const base = process.env.VERIFY_MOCK_BASE;
if (base) {
  const origin = new URL(base).origin;
  const realFetch = globalThis.fetch;
  const redirect = (raw) => {
    const url = new URL(raw);
    if (url.origin === origin || (url.protocol !== "https:" && url.protocol !== "http:")) return raw;
    return `${base}/${url.host}${url.pathname}${url.search}`;
  };
  globalThis.fetch = function verifyFetch(input, init) {
    if (input instanceof Request) {
      return realFetch(new Request(redirect(input.url), input), init);
    }
    return realFetch(redirect(input instanceof URL ? input.href : String(input)), init);
  };
}
