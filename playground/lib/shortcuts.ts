// Keyboard shortcuts: which key does what, and a hook to act on one. Letter keys act only outside text
// fields and editors (there they type); keys with Ctrl/Cmd act everywhere, the editor included.
import { useEffect, useRef } from "react";

export type Shortcut = "save" | "render" | "next" | "previous" | "accept" | "reject" | "help";

/** The help dialog's table: keys as shown, and what they do. */
export const SHORTCUTS: readonly { shortcut: Shortcut; keys: string[]; does: string }[] = [
  { shortcut: "save", keys: ["Ctrl+S", "⌘S"], does: "Save the open template (Templates view)" },
  { shortcut: "render", keys: ["Ctrl+Enter", "⌘Enter"], does: "Render every golden case again from scratch" },
  { shortcut: "next", keys: ["j", "n"], does: "Next change (Review view)" },
  { shortcut: "previous", keys: ["k", "p"], does: "Previous change (Review view)" },
  { shortcut: "accept", keys: ["a"], does: "Accept the change in focus: write its files to golden/ (Review view)" },
  { shortcut: "reject", keys: ["r"], does: "Reject the change in focus: keep the golden files (Review view)" },
  { shortcut: "help", keys: ["?"], does: "Show or hide this list" },
];

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Whether the key goes to a text field or an editor. */
  typing: boolean;
}

export function shortcutFor(event: KeyLike): Shortcut | null {
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  if (mod) {
    if (event.key === "s" || event.key === "S") return "save";
    if (event.key === "Enter") return "render";
    return null;
  }
  if (event.typing) return null;
  if (event.key === "?") return "help";
  if (event.key === "j" || event.key === "n") return "next";
  if (event.key === "k" || event.key === "p") return "previous";
  if (event.key === "a") return "accept";
  if (event.key === "r") return "reject";
  return null;
}

/** Whether keys typed at this element type text (inputs, text areas, selects, editors). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("[contenteditable=true], [contenteditable=''], .cm-editor")) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !["checkbox", "radio", "button", "submit", "reset"].includes(target.type);
  return false;
}

/**
 * Calls `handler` when the shortcut is pressed (and `enabled`); the key goes no further (its default
 * action is prevented, and the editor does not see it).
 */
export function useShortcut(shortcut: Shortcut, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (shortcutFor({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, typing: isTyping(event.target) }) !== shortcut) return;
      event.preventDefault();
      // Before the editor sees it (it would take Ctrl+Enter as "insert a line").
      event.stopPropagation();
      latest.current();
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [shortcut, enabled]);
}
