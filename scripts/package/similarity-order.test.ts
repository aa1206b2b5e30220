import { describe, expect, it } from "vitest";
import { GZIP_WINDOW, piecesOf, similarityOrder, Window } from "./similarity-order.ts";

/** A text of `length` characters drawn from `seed` (a different seed: a different text). */
function text(seed: number, length = 400): string {
  let out = "";
  let x = seed;
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += String.fromCharCode(97 + (x % 26));
  }
  return out;
}

describe("similarityOrder", () => {
  it("keeps every item once, starts with the first and is the same on every run", () => {
    const items = [0, 1, 2, 3, 4, 5].map((i) => [`item${i}`, text(i)] as const);
    const order = similarityOrder(items, (t) => t).map(([name]) => name);
    expect(order[0]).toBe("item0");
    expect([...order].sort()).toEqual(items.map(([name]) => name));
    expect(similarityOrder(items, (t) => t).map(([name]) => name)).toEqual(order);
  });

  it("puts next the item most found in what came before, not only in the last item", () => {
    const a = text(1);
    const b = text(2);
    // `ab` shares half with a and half with b; `bOnly` is b again. After a then b, `ab` is wholly within reach.
    const items = [
      ["a", a],
      ["b", b],
      ["bOnly", `${b.slice(0, 200)}${text(3, 200)}`],
      ["ab", `${a.slice(0, 200)}${b.slice(200)}`],
    ] as const;
    const order = similarityOrder(items, (t) => t).map(([name]) => name);
    expect(order.indexOf("ab")).toBeLessThan(order.indexOf("bOnly"));
  });

  it("forgets what lies beyond gzip's window: an item drops out once those after it fill the window", () => {
    const texts = [text(10), text(11, GZIP_WINDOW - 1000), text(12, 2000)];
    const window = new Window(texts.map(piecesOf), texts.map((t) => t.length));
    const firstPiece = texts[0]!.slice(0, 6);
    window.place(0);
    window.place(1);
    expect(window.has(firstPiece)).toBe(true);
    window.place(2);
    expect(window.has(firstPiece)).toBe(false);
    expect(window.has(texts[1]!.slice(0, 6))).toBe(true);
  });
});
