// The Markdown syntax the page templates write with (page-templates.ts registers each as a helper):
// escaped inline text, inline code, links, and fenced code blocks.
//
// Tabs are plain fenced code blocks inside a `::: code-group` container (templates/_example.hbs), each
// fence labelled in its info string (```python [Python: requests]```), the form VitePress (and any
// markdown-it site with a container plugin) shows as tabs. Chosen because the code stays plain fenced
// Markdown: a renderer without the container shows each block as ordinary code, in order, with nothing
// hidden, and no component or framework is needed to read the page; and the HTML build groups the same
// fences into tabs by the container line alone.

/** Text escaped for a Markdown line or table cell: no emphasis, link, HTML or cell break from data. */
export function text(value: string): string {
  return value.replace(/[\\`*_{}[\]<>()#+!|~]/g, (c) => `\\${c}`).replace(/\s*\n\s*/g, " ");
}

/** Inline code: a backtick run longer than any inside, padded where the value touches a backtick. */
export function code(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = value.startsWith("`") || value.endsWith("`") ? " " : "";
  return `${fence}${pad}${value.replace(/\n/g, " ")}${pad}${fence}`;
}

/** A link; the URL's parentheses and spaces escaped. */
export function link(label: string, url: string): string {
  return `[${text(label)}](${url.replace(/[()\s]/g, (c) => encodeURIComponent(c))})`;
}

/** The hub page of a model, dataset or space. */
export function hubUrl(kind: "model" | "dataset" | "space", id: string): string {
  const path = id.split("/").map(encodeURIComponent).join("/");
  return kind === "model" ? `https://huggingface.co/${path}` : `https://huggingface.co/${kind}s/${path}`;
}

/** A fenced code block: a fence longer than any backtick run at a line start in the content. */
export function fence(info: string, content: string): string {
  const longest = Math.max(2, ...[...content.matchAll(/^\s*(`{3,})/gm)].map((m) => m[1]!.length));
  const marks = "`".repeat(longest + 1);
  const body = content.endsWith("\n") ? content : `${content}\n`;
  return `${marks}${info}\n${body}${marks}`;
}
