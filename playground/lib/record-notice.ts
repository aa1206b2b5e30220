// What the model editor says about a record kept out of the URL (lib/record-store.ts).
import { isUnstored } from "./record-store.ts";
import type { UrlState } from "./url-state.ts";

export function recordNotice(state: Pick<UrlState, "record" | "model">): string[] {
  if (state.record === "") return [];
  if (state.model === "") {
    return [`record=${state.record}: this link names a model record kept in the storage of the browser that wrote it, and this browser has none by that id (the case's record is shown).`];
  }
  if (isUnstored(state.record)) {
    return [`This record is too long for the URL and the browser's storage is full: it is kept in this page only (a reload loses it). Copy it somewhere safe.`];
  }
  return [];
}
