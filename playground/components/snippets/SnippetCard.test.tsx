// @vitest-environment jsdom
// "Edit template" on a card opens the file that wrote the clicked line (traced through the engine), or,
// with no line clicked, the snippet's own template at the line that writes (or includes) its first line.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCases } from "../../../engine/golden/harness.ts";
import { renderCase } from "../../../engine/golden/render.ts";
import { getTemplateSource } from "../../../engine/render/templates.ts";
import { validateModel } from "../../../engine/model.ts";
import { snippetSources } from "../../lib/source-lines.ts";
import { SnippetCard } from "./SnippetCard.tsx";

afterEach(cleanup);

const [gated] = loadCases({ root: resolve(import.meta.dirname, "../../../golden"), names: ["conversational/gated-manual"] });
const content = renderCase(gated!).get("conversational/gated-manual/python/requests/hf-inference.py")!;
const model = validateModel(gated!.model);
const KEY = "python/requests/_default";

function card(onOpenTemplate: (key: string, line?: number) => void) {
  return render(
    <SnippetCard
      title="python · requests"
      language="python"
      content={content}
      templateKey={KEY}
      onOpenTemplate={onOpenTemplate}
      sourceOfLine={(line) => snippetSources(model, { provider: "hf-inference" }, "inference", KEY, content)?.[line - 1] ?? null}
    />,
  );
}

describe("SnippetCard's Edit template", () => {
  it("opens the partial that wrote the clicked line, at its line", () => {
    const open = vi.fn();
    const { container } = card(open);
    const lines = [...container.querySelectorAll("pre.code-block .line")];
    const post = lines.findIndex((l) => l.textContent!.replace(/^\d+/, "").startsWith("response = requests.post("));
    expect(post).toBeGreaterThan(0);
    fireEvent.click(lines[post]!);
    fireEvent.click(screen.getByRole("button", { name: `Edit template that wrote line ${post + 1}` }));
    const [key, line] = open.mock.calls[0]!;
    expect(key).toBe("python/requests/_request");
    expect(getTemplateSource(key)!.split("\n")[line - 1]).toMatch(/^response = requests\.post\(/);
  });

  it("picks the line by keyboard (Up and Down in the code, drawn as picked) and opens the file that wrote it with Enter", () => {
    const open = vi.fn();
    const { container } = card(open);
    const code = container.querySelector("pre.code-block") as HTMLElement;
    const lines = [...container.querySelectorAll("pre.code-block .line")];
    const post = lines.findIndex((l) => l.textContent!.replace(/^\d+/, "").startsWith("response = requests.post("));
    code.focus();
    fireEvent.keyDown(code, { key: "ArrowDown" });
    expect(container.querySelector(".line.current")).toBe(lines[0]);
    for (let i = 0; i < post; i++) fireEvent.keyDown(code, { key: "ArrowDown" });
    fireEvent.keyDown(code, { key: "ArrowUp" });
    fireEvent.keyDown(code, { key: "ArrowDown" });
    expect(container.querySelector(".line.current")).toBe(lines[post]);
    expect(screen.getByRole("button", { name: `Edit template that wrote line ${post + 1}` })).toBeTruthy();
    fireEvent.keyDown(code, { key: "Enter" });
    const [key, line] = open.mock.calls[0]!;
    expect(key).toBe("python/requests/_request");
    expect(getTemplateSource(key)!.split("\n")[line - 1]).toMatch(/^response = requests\.post\(/);
  });

  it("with no line clicked, opens the snippet's template at the line including what writes the first line", () => {
    const open = vi.fn();
    card(open);
    // The first line is the gated notice, written by notices/_gated, which the outline includes on line 1.
    fireEvent.click(screen.getByRole("button", { name: `Edit templates/${KEY}.hbs` }));
    expect(open).toHaveBeenCalledWith(KEY, 1);
  });

  it("opens the snippet's template when nothing traces it", () => {
    const open = vi.fn();
    render(<SnippetCard title="t" language="python" content={"x\n"} templateKey={KEY} onOpenTemplate={open} sourceOfLine={() => null} />);
    fireEvent.click(screen.getByRole("button", { name: `Edit templates/${KEY}.hbs` }));
    expect(open).toHaveBeenCalledWith(KEY);
  });
});
