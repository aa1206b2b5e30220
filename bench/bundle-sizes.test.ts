// The bundle breakdown: which part each module belongs to, and what each part adds to the gzip.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { partOf, partSizes } from "./bundle-sizes.ts";

const ROOT = "/repo";

describe("bundle parts", () => {
  it("groups modules by package, engine folder, data and top-level module", () => {
    expect(partOf("/repo/node_modules/zod/v4/core/schemas.js", ROOT)).toBe("npm: zod");
    expect(partOf("/repo/node_modules/@codemirror/view/dist/index.js", ROOT)).toBe("npm: @codemirror/view");
    expect(partOf("/repo/templates/python/requests/_default.hbs?raw", ROOT)).toBe("templates/**/*.hbs");
    expect(partOf("/repo/catalogue/tasks/fill-mask.yaml?raw", ROOT)).toBe("catalogue/tasks/*.yaml");
    expect(partOf("/repo/catalogue/libraries.yaml?raw", ROOT)).toBe("catalogue/libraries.yaml");
    expect(partOf("/repo/engine/libraries/selectors/timm.ts", ROOT)).toBe("engine/libraries/");
    expect(partOf("/repo/engine/render/templates.ts", ROOT)).toBe("engine/render/");
    expect(partOf("\0lean:catalogue-files", ROOT)).toBe("catalogue data (lean build)");
  });

  it("charges each part what it adds to the gzip of the rest, largest first", () => {
    const shared = randomBytes(6000).toString("base64");
    const unique = randomBytes(6000).toString("base64");
    const modules = {
      "/repo/engine/a.ts": shared,
      // The same text twice: either copy alone adds almost nothing next to the other.
      "/repo/engine/b.ts": shared,
      "/repo/engine/c.ts": unique,
      "/repo/node_modules/x/index.js": "x".repeat(20_000),
    };
    const parts = partSizes(modules, ROOT);
    expect(parts[0]!.part).toBe("engine/c.ts");
    expect(parts.find((p) => p.part === "npm: x")!.raw).toBe(20_000);
    // Random base64 compresses to about three quarters (6 bits a character).
    expect(parts[0]!.gzip).toBeGreaterThan(unique.length * 0.7);
    for (const part of parts.slice(1)) expect(part.gzip, part.part).toBeLessThan(200);
  });
});
