// The playground's Docs view builds its page from the files Vite bundles (files.browser.ts); `snippets docs`
// from the files on disk (files.node.ts). They must be the same files, or the preview is not the page.
import { describe, expect, it } from "vitest";
import { tasks } from "../catalogue/index.ts";
import { browserDocsFiles } from "./files.browser.ts";
import { nodeDocsFiles } from "./files.node.ts";

describe("the bundled page files (files.browser.ts)", () => {
  const disk = nodeDocsFiles();

  it("are the page templates on disk", () => {
    expect(Object.keys(browserDocsFiles.templates).sort()).toEqual(Object.keys(disk.templates).sort());
    expect(Object.keys(disk.templates)).toEqual(expect.arrayContaining(["index", "task", "provider", "_example", "_demo"]));
    for (const [name, source] of Object.entries(disk.templates)) expect(browserDocsFiles.templates[name], name).toBe(source);
  });

  it("are the installed @huggingface/tasks's schema files and version", () => {
    expect(browserDocsFiles.spec.version).toBe(disk.spec.version);
    expect(browserDocsFiles.spec.read("common-definitions.json")).toEqual(disk.spec.read("common-definitions.json"));
    for (const task of [...Object.keys(tasks), "chat-completion"]) {
      for (const side of ["input", "output"]) {
        const path = `${task}/spec/${side}.json`;
        expect(browserDocsFiles.spec.read(path), path).toEqual(disk.spec.read(path));
      }
    }
  });
});
