// The hub's addresses the snippets name: its pages and its inference router.

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
