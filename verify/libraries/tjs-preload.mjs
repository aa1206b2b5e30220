// Loaded before a transformers.js snippet (node --import): transformers.js reads models from the folder of
// tiny models made for this run (VERIFY_TJS_MODELS/<model id>/), and never from the hub, as
// HF_HUB_OFFLINE and the huggingface_hub cache do for the Python snippets. The snippet itself is unchanged.
import { env } from "@huggingface/transformers";

env.allowRemoteModels = false;
env.allowLocalModels = true;
env.localModelPath = process.env.VERIFY_TJS_MODELS;
env.useFSCache = false;

// URLs a snippet reads (the public sample files) go to the stand-in, as the Python runtime's requests and httpx
// calls do (sitecustomize.py): https://host/path becomes $VERIFY_MOCK_BASE/host/path.
const base = process.env.VERIFY_MOCK_BASE;
if (base) {
  const fetchFirst = env.fetch;
  env.fetch = (input, init) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const local = `${url.protocol}//${url.host}` === base ? url.href : `${base}/${url.host}${url.pathname}${url.search}`;
    return fetchFirst(local, init);
  };
}
