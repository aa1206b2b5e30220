// The hub's addresses the snippets name (its pages and its inference router), and the placeholders its page
// code fills in.

/** The hub's address. */
export const HUB_URL = "https://huggingface.co";

/** The hub's inference router. */
export const ROUTER_URL = "https://router.huggingface.co";

/** The router's OpenAI-compatible base URL. */
export const ROUTER_CHAT_BASE_URL = `${ROUTER_URL}/v1`;

/** A model's page on the hub. */
export function modelPageUrl(id: string): string {
  return `${HUB_URL}/${id}`;
}

/**
 * The placeholders the hub's model page replaces in a snippet where the user has not picked a file yet: the
 * GGUF file's path, and its quantisation label (the page puts the one its picker shows).
 */
export const HUB_PLACEHOLDERS = Object.freeze({ file: "{{GGUF_FILE}}", quant: "{{QUANT_TAG}}" });
