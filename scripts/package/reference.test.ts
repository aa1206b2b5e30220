// The scanner the package test uses to find an export without a doc comment (scripts/package/reference.ts),
// on declarations as tsc writes them; the package test runs it on the built dist/package/types.
import { describe, expect, it } from "vitest";
import { undocumentedIn } from "./reference.ts";

const documented = `import type { X } from "./x.js";
export { y } from "./y.js";
/** A record. */
export interface Record1 {
    /** Its id. */
    id: string;
    /** Its parts. */
    parts?: {
        /** A part's name. */
        name: string;
        [field: string]: unknown;
    }[];
    /** Reads it. */
    read(path: string): string;
}
/**
 * A union of shapes.
 */
export type Shape = {
    /** A circle. */
    kind: "circle";
} | {
    /** A square. */
    kind: "square";
};
/** Bad input. */
export declare class BadInput extends Error {
    /** The field. */
    readonly field: string;
    private secret;
    constructor(field: string);
}
/** Not exported, but its members are reached. */
interface Inner {
    /** A value. */
    value: number;
}
/** Renders it. */
export declare function render(x: X, options?: {
    /** Without trailing space. */
    trim?: boolean;
}): string;
/** A constant. */
export declare const N = 3;
`;

describe("undocumentedIn", () => {
  it("passes declarations that document every export and member", () => {
    expect(undocumentedIn("a.d.ts", documented)).toEqual([]);
  });

  it("names each export and member whose comment is removed, or is a plain comment", () => {
    const stripped = documented
      .replace("/** Its parts. */\n", "")
      .replace("        /** A part's name. */\n", "")
      .replace("/** Bad input. */\n", "// Bad input.\n")
      .replace("    /** A square. */\n", "")
      .replace("    /** A value. */\n", "")
      .replace("    /** Without trailing space. */\n", "")
      .replace("/** A constant. */\n", "");
    expect(undocumentedIn("a.d.ts", stripped)).toEqual([
      "a.d.ts:7 Record1.parts",
      "a.d.ts:8 Record1.parts.name",
      "a.d.ts:21 Shape.kind",
      "a.d.ts:24 BadInput",
      "a.d.ts:32 Inner.value",
      "a.d.ts:36 render.trim",
      "a.d.ts:38 N",
    ]);
  });
});
