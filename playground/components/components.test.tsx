// @vitest-environment jsdom
// Component tests: the small pieces, one job each.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { libraries } from "../../catalogue/index.ts";
import { DownloadQueryTester } from "./catalogue/DownloadQueryTester.tsx";
import { DemoEntry } from "./catalogue/DemoEntry.tsx";
import { CodeBlock } from "./CodeBlock.tsx";
import { CopyButton } from "./CopyButton.tsx";
import { DiffView } from "./DiffView.tsx";
import { NavTabs } from "./NavTabs.tsx";
import { ProblemList } from "./ProblemList.tsx";
import { SnippetCard } from "./snippets/SnippetCard.tsx";
import { ReviewGroupCard } from "./review/ReviewGroup.tsx";
import { reviewGroups } from "../lib/review.ts";

afterEach(cleanup);

describe("CodeBlock", () => {
  it("highlights Python with token classes (once its parser has loaded) and numbers the lines", async () => {
    const { container } = render(<CodeBlock code={'import os\nprint("hi")\n'} language="python" />);
    expect(container.querySelectorAll(".line")).toHaveLength(2);
    await waitFor(() => expect(container.querySelector(".tok-keyword")?.textContent).toBe("import"));
    expect(container.querySelector(".tok-string")?.textContent).toBe('"hi"');
  });

  it("shows languages without a parser as plain text", () => {
    const { container } = render(<CodeBlock code={"fn main() {}\n"} language="rust" />);
    expect(container.textContent).toContain("fn main() {}");
  });
});

describe("DiffView", () => {
  it("says so when the texts match", () => {
    render(<DiffView path="a/python/x/p.py" expected={"x\n"} actual={"x\n"} />);
    expect(screen.getByText("Matches the golden file.")).toBeTruthy();
  });

  it("shows removed and added lines", () => {
    const { container } = render(<DiffView path="a/python/x/p.py" expected={"a\nb\n"} actual={"a\nc\n"} />);
    expect(container.querySelector(".diff-remove")?.textContent).toBe("-b\n");
    expect(container.querySelector(".diff-add")?.textContent).toBe("+c\n");
  });
});

describe("CopyButton", () => {
  it("copies and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<CopyButton text="print(1)" label="python" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /copy to clipboard/ })));
    expect(writeText).toHaveBeenCalledWith("print(1)");
    expect(screen.getByText("Copied")).toBeTruthy();
  });
});

describe("SnippetCard", () => {
  it("badges a snippet against its golden file and opens its template", () => {
    const open = vi.fn();
    render(
      <SnippetCard
        title="python · requests"
        language="python"
        content={"print(2)\n"}
        golden={{ path: "a/python/requests/p.py", expected: "print(1)\n" }}
        templateKey="python/requests/basic"
        onOpenTemplate={open}
      />,
    );
    expect(screen.getByText("differs")).toBeTruthy();
    expect(screen.getByTestId("diff").textContent).toContain("+print(2)");
    fireEvent.click(screen.getByRole("button", { name: /^Edit templates\// }));
    expect(open).toHaveBeenCalledWith("python/requests/basic");
  });

  it("shows no diff when the snippet matches", () => {
    render(<SnippetCard title="t" language="python" content={"x\n"} golden={{ path: "a/python/r/p.py", expected: "x\n" }} />);
    expect(screen.getByText("matches golden")).toBeTruthy();
    expect(screen.queryByTestId("diff")).toBeNull();
  });
});

describe("NavTabs", () => {
  it("moves between tabs with the arrow keys", () => {
    const select = vi.fn();
    render(<NavTabs label="Views" tabs={[{ id: "a", label: "A" }, { id: "b", label: "B" }]} current="a" onSelect={select} />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "A" }), { key: "ArrowRight" });
    expect(select).toHaveBeenCalledWith("b");
    fireEvent.keyDown(screen.getByRole("tab", { name: "A" }), { key: "ArrowLeft" });
    expect(select).toHaveBeenLastCalledWith("b");
    expect(screen.getByRole("tab", { name: "A" }).getAttribute("aria-selected")).toBe("true");
  });
});

describe("ProblemList", () => {
  it("lists problems, or the empty text", () => {
    const { rerender } = render(<ProblemList problems={[]} title="p" emptyText="All good." />);
    expect(screen.getByText("All good.")).toBeTruthy();
    rerender(<ProblemList problems={["model: id: bad"]} title="p" />);
    expect(screen.getByText("model: id: bad")).toBeTruthy();
  });
});

describe("DemoEntry", () => {
  it("draws a chart as bars and tokens as highlighted text", () => {
    const { container, rerender } = render(
      <DemoEntry taskId="t" entry={{ type: "chart", data: [{ label: "cat", score: 0.9 }, { label: "dog", score: 0.45 }] }} />,
    );
    const bars = container.querySelectorAll<HTMLElement>(".bar");
    expect(bars[0].style.width).toBe("100%");
    expect(bars[1].style.width).toBe("50%");
    rerender(<DemoEntry taskId="t" entry={{ type: "text-with-tokens", text: "Ada in London", tokens: [{ start: 0, end: 3, type: "PER" }] }} />);
    expect(container.querySelector("mark")?.textContent).toBe("AdaPER");
  });

  it("draws a table", () => {
    render(<DemoEntry taskId="t" entry={{ type: "tabular", table: [["a", "b"], ["1", "2"]] }} />);
    expect(screen.getByRole("columnheader", { name: "a" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "2" })).toBeTruthy();
  });
});

describe("DownloadQueryTester", () => {
  const library = libraries.transformers ?? Object.values(libraries)[0];

  it("tests paths with countsAsDownload and reports query errors with their column", () => {
    render(<DownloadQueryTester library={library} />);
    fireEvent.change(screen.getByLabelText("File paths (one a line)"), { target: { value: "config.json\nnotes.txt" } });
    const results = screen.getByTestId("path-results").textContent ?? "";
    expect(results).toContain("notes.txt");
    expect(results).toContain("does not count");
    fireEvent.change(screen.getByLabelText("Query"), { target: { value: 'path:"a" OR' } });
    expect(screen.getByTestId("query-status").textContent).toMatch(/^column \d+: expected a field/);
    expect(screen.getByTestId("path-results").textContent).toContain("query does not parse");
    fireEvent.change(screen.getByLabelText("Query"), { target: { value: 'path_extension:"txt"' } });
    expect(screen.getByTestId("path-results").textContent).toMatch(/notes\.txt\s*counts as a download/);
  });
});

describe("ReviewGroupCard", () => {
  const entry = (path: string) => ({ path, caseName: "c", expected: "a\nb\n", actual: "a\nc\n", status: "changed" as const, template: "python/requests/_default.hbs" });
  const group = reviewGroups([entry("c/python/requests/one.py"), entry("d/python/requests/one.py")])[0]!;
  const handlers = { onAccept: async () => {}, onReject: () => {}, onRevertTemplate: () => {} };

  it("links the template at the line of its edit that the change comes from", () => {
    const onOpenTemplate = vi.fn();
    render(<ReviewGroupCard group={group} edited={["python/requests/_default"]} lines={{ "python/requests/_default": 7 }} onOpenTemplate={onOpenTemplate} {...handlers} />);
    const link = screen.getByTestId("review-template");
    expect(link.getAttribute("href")).toBe("?view=templates&template=python%2Frequests%2F_default&line=7");
    expect(link.textContent).toBe("templates/python/requests/_default.hbs, line 7");
    fireEvent.click(link);
    expect(onOpenTemplate).toHaveBeenCalledWith("python/requests/_default", 7);
  });

  it("links the template alone when it has no edit", () => {
    render(<ReviewGroupCard group={group} edited={[]} onOpenTemplate={() => {}} {...handlers} />);
    expect(screen.getByTestId("review-template").getAttribute("href")).toBe("?view=templates&template=python%2Frequests%2F_default");
  });
});
