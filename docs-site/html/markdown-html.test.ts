import { describe, expect, it } from "vitest";
import { code, fence, link, text } from "../markdown.ts";
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
    const md = ["# T", "", "::: code-group", "", fence("python [Python: requests]", "print('<x>')"), "", fence("sh [Shell: curl]", "curl x"), "", ":::"].join("\n");
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
    const { html } = pageHtml(["| A | B |", "| --- | --- |", "| `x` | y \\| z |", "", "- one", "- two"].join("\n"));
    expect(html).toContain('<th scope="col">A</th>');
    expect(html).toContain("<td><code>x</code></td><td>y | z</td>");
    expect(html).toContain("<ul><li>one</li><li>two</li></ul>");
  });

  it("shows a page inside another (the playground): ids prefixed, headings one level down, page links its own", () => {
    const md = ["# T", "", "## Demo", "", "[Fal](../providers/fal-ai.md)", "", "::: code-group", "", fence("sh [Shell: curl]", "curl x"), "", ":::"].join("\n");
    const { title, html } = pageHtml(md, { idPrefix: "docs-", headingOffset: 1, pageHref: (url) => `?page=${url.replace("../", "")}` });
    expect(title).toBe("T");
    expect(html).toContain('<h2 id="docs-t" class="level-1">T</h2>');
    expect(html).toContain('<h3 id="docs-demo" class="level-2">Demo</h3>');
    expect(html).toContain('<a href="?page=providers/fal-ai.md">Fal</a>');
    expect(html).toContain('id="docs-g1-t0" aria-controls="docs-g1-p0"');
    expect(html).not.toMatch(/id="(?!docs-)/);
  });
});
