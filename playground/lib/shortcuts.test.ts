// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isTyping, shortcutFor } from "./shortcuts.ts";

const key = (k: string, more: Partial<Parameters<typeof shortcutFor>[0]> = {}) =>
  shortcutFor({ key: k, ctrlKey: false, metaKey: false, altKey: false, typing: false, ...more });

describe("shortcutFor", () => {
  it("maps Ctrl/Cmd keys everywhere, letters only outside text", () => {
    expect(key("s", { ctrlKey: true, typing: true })).toBe("save");
    expect(key("s", { metaKey: true })).toBe("save");
    expect(key("Enter", { ctrlKey: true, typing: true })).toBe("render");
    expect(key("j")).toBe("next");
    expect(key("k")).toBe("previous");
    expect(key("?")).toBe("help");
    expect(key("a")).toBe("accept");
    expect(key("r")).toBe("reject");
    expect(key("a", { typing: true })).toBeNull();
    expect(key("r", { ctrlKey: true })).toBeNull();
    expect(key("j", { typing: true })).toBeNull();
    expect(key("?", { typing: true })).toBeNull();
    expect(key("s")).toBeNull();
    expect(key("s", { ctrlKey: true, altKey: true })).toBeNull();
  });
});

describe("isTyping", () => {
  it("knows text fields and editors from buttons", () => {
    document.body.innerHTML = `<input id="t"><input id="c" type="checkbox"><select id="s"></select><button id="b"></button><div class="cm-editor"><div id="e"></div></div>`;
    const el = (id: string) => document.getElementById(id);
    expect(isTyping(el("t"))).toBe(true);
    expect(isTyping(el("c"))).toBe(false);
    expect(isTyping(el("s"))).toBe(true);
    expect(isTyping(el("b"))).toBe(false);
    expect(isTyping(el("e"))).toBe(true);
    expect(isTyping(document.body)).toBe(false);
  });
});
