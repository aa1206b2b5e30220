// Node preload (`node --import`): sends every fetch to the verify mock without touching the snippet.
// `https://host/path?q` becomes `$VERIFY_MOCK_BASE/host/path?q`; @huggingface/inference and openai both
// use the global fetch. The base is read per request, so the verify server (js/serve.mjs) can set it per
// snippet. Plain JavaScript so it runs before any TypeScript loader.
if (process.env.VERIFY_MOCK_BASE) {
  const realFetch = globalThis.fetch;
  const redirect = (raw) => {
    const base = process.env.VERIFY_MOCK_BASE;
    const url = new URL(raw);
    if (url.origin === new URL(base).origin || (url.protocol !== "https:" && url.protocol !== "http:")) return raw;
    return `${base}/${url.host}${url.pathname}${url.search}`;
  };
  globalThis.fetch = function verifyFetch(input, init) {
    if (input instanceof Request) {
      return realFetch(new Request(redirect(input.url), input), init);
    }
    return realFetch(redirect(input instanceof URL ? input.href : String(input)), init);
  };
}
