import { describe, expect, it } from "vitest";
import { codeGroup, code, link, table, text } from "../markdown.ts";
import { inline, pageHtml } from "./markdown-html.ts";

describe("the pages' Markdown as HTML", () => {
  it("undoes the Markdown writers' escapes and escapes HTML", () => {
    const value = "a <b> & [c](d) *e* `f` | g \\ h";
    expect(inline(text(value))).toBe("a &lt;b&gt; &amp; [c](d) *e* `f` | g \\ h");
    expect(inline(code("x ` y"))).toBe("<code>x ` y</code>");
  });

  it("links a page's .md link to its .html page, and keeps other URLs", () => {
    expect(inline(link("Fal", "../providers/fal-ai.md"))).toBe('<a href="../providers/fal-ai.html">Fal</a>');
    expect(inline(link("m", "https://huggingface.co/a/b"))).toBe('<a href="https://huggingface.co/a/b" rel="noopener">m</a>');
  });

  it("turns a code group into tabs, one panel each, the first shown, the code escaped", () => {
    const md = ["# T", "", codeGroup([{ language: "python", label: "Python: requests", content: "print('<x>')" }, { language: "sh", label: "Shell: curl", content: "curl x" }])].join("\n");
    const { title, html } = pageHtml(md);
    expect(title).toBe("T");
    expect(html).toContain('role="tablist" aria-label="Client"');
    expect(html).toContain('aria-selected="true" tabindex="0">Python: requests</button>');
    expect(html).toContain('aria-selected="false" tabindex="-1">Shell: curl</button>');
    expect(html).toContain("print(&#39;&lt;x&gt;&#39;)");
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2);
    expect(html.match(/ hidden>/g)).toHaveLength(1);
  });

  it("writes tables with header cells and lists", () => {
    const { html } = pageHtml([table(["A", "B"], [["`x`", "y \\| z"]]), "", "- one", "- two"].join("\n"));
    expect(html).toContain('<th scope="col">A</th>');
    expect(html).toContain("<td><code>x</code></td><td>y | z</td>");
    expect(html).toContain("<ul><li>one</li><li>two</li></ul>");
  });
});
