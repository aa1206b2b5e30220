// The pages' Markdown as HTML: the subset docs-site/markdown.ts writes (headings, paragraphs, lists,
// tables, links, inline code, backslash escapes, fenced code and `::: code-group` containers), so the
// HTML build shows exactly the Markdown pages, with each code group as tabs. Not a general Markdown parser.

/** Text for HTML content or an attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A Markdown page link (`../tasks/x.md`) as the HTML site's (`../tasks/x.html`). */
const htmlPage = (url: string) => url.replace(/\.md$/, ".html");

/** A link's href: a page of the site through `pageHref`; other URLs as they are. */
function href(url: string, pageHref: (url: string) => string): string {
  return /^[a-z]+:/i.test(url) ? url : pageHref(url);
}

/** Inline Markdown: code spans, links, backslash escapes; everything else is text. `pageHref`: a page link's href. */
export function inline(source: string, pageHref: (url: string) => string = htmlPage): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === "\\" && i + 1 < source.length) {
      out += escapeHtml(source[i + 1]!);
      i += 2;
    } else if (c === "`") {
      const run = /^`+/.exec(source.slice(i))![0];
      const end = source.indexOf(run, i + run.length);
      if (end < 0) {
        out += escapeHtml(run);
        i += run.length;
        continue;
      }
      let body = source.slice(i + run.length, end);
      if (body.startsWith(" ") && body.endsWith(" ") && body.trim() !== "") body = body.slice(1, -1);
      out += `<code>${escapeHtml(body)}</code>`;
      i = end + run.length;
    } else if (c === "[") {
      const link = /^\[((?:\\.|[^\]\\])*)\]\(([^)\s]*)\)/.exec(source.slice(i));
      if (!link) {
        out += "[";
        i++;
        continue;
      }
      const url = link[2]!.replace(/%28/g, "(").replace(/%29/g, ")");
      const external = /^https?:/.test(url);
      out += `<a href="${escapeHtml(href(url, pageHref))}"${external ? ' rel="noopener"' : ""}>${inline(link[1]!, pageHref)}</a>`;
      i += link[0].length;
    } else {
      out += escapeHtml(c);
      i++;
    }
  }
  return out;
}

/** A heading's id: its text in lower case, words joined by `-`. */
export function slug(text: string): string {
  return text.toLowerCase().replace(/<[^>]+>/g, "").replace(/&[a-z#0-9]+;/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

interface Fence {
  language: string;
  label: string;
  content: string;
}

let groups = 0;

function tabs(fences: readonly Fence[], setup: boolean, idPrefix: string): string {
  const group = `${idPrefix}g${++groups}`;
  const list = fences
    .map((f, i) => `<button type="button" role="tab" id="${group}-t${i}" aria-controls="${group}-p${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${escapeHtml(f.label)}</button>`)
    .join("");
  const panels = fences
    .map(
      (f, i) =>
        `<div role="tabpanel" id="${group}-p${i}" aria-labelledby="${group}-t${i}"${i === 0 ? "" : " hidden"}>` +
        `<button type="button" class="copy" aria-label="Copy ${escapeHtml(f.label)}${setup ? " setup" : ""}">Copy</button>` +
        `<pre tabindex="0"><code class="language-${escapeHtml(f.language)}">${escapeHtml(f.content)}</code></pre></div>`,
    )
    .join("");
  return `<div class="code-group${setup ? " setup" : ""}"><div role="tablist" aria-label="${setup ? "Setup per client" : "Client"}">${list}</div>${panels}</div>`;
}

export interface PageHtmlOptions {
  /** Put before every id the page gives (headings, tabs), to keep them apart from the ids of a page around it. */
  idPrefix?: string;
  /** Added to every heading's level: a page shown inside a page with its own h1 (the playground) starts at h2; each keeps its own level's look (class `level-<n>`). */
  headingOffset?: number;
  /** The href of a link to another page (`../tasks/x.md`); default: the HTML site's page (`../tasks/x.html`). */
  pageHref?: (url: string) => string;
}

/** A page of the subset as HTML (the body's content), and its first heading as the title. */
export function pageHtml(markdown: string, options: PageHtmlOptions = {}): { title: string; html: string } {
  const { idPrefix = "", headingOffset = 0, pageHref = htmlPage } = options;
  const text = (source: string) => inline(source, pageHref);
  groups = 0;
  const lines = markdown.split("\n");
  const out: string[] = [];
  let title = "";
  let setupNext = false;
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    if (line.trim() === "") {
      i++;
      continue;
    }
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      const html = text(heading[2]!);
      if (level === 1 && !title) title = heading[2]!.replace(/\\(.)/g, "$1");
      const shown = Math.min(6, level + headingOffset);
      // Shown at another level, a heading keeps its own level's look (page.css).
      const look = headingOffset ? ` class="level-${level}"` : "";
      out.push(`<h${shown} id="${idPrefix}${slug(html)}"${look}>${html}</h${shown}>`);
      i++;
      continue;
    }
    if (line === "::: code-group") {
      const fences: Fence[] = [];
      i++;
      while (i < lines.length && lines[i] !== ":::") {
        const open = /^(`{3,})(\S+) \[([^\]]*)\]$/.exec(lines[i]!);
        if (!open) {
          i++;
          continue;
        }
        const end = lines.indexOf(open[1]!, i + 1);
        fences.push({ language: open[2]!, label: open[3]!, content: lines.slice(i + 1, end).join("\n") });
        i = end + 1;
      }
      i++;
      out.push(tabs(fences, setupNext, idPrefix));
      setupNext = false;
      continue;
    }
    if (line.startsWith("| ")) {
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.startsWith("| ")) {
        rows.push(lines[i]!.slice(2, -2).split(/(?<!\\) \| /));
        i++;
      }
      const [header, , ...body] = rows;
      out.push(
        `<table><thead><tr>${header!.map((c) => `<th scope="col">${text(c)}</th>`).join("")}</tr></thead>` +
          `<tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${text(c)}</td>`).join("")}</tr>`).join("")}</tbody></table>`,
      );
      continue;
    }
    if (line.startsWith("- ")) {
      const items: string[] = [];
      while (i < lines.length && lines[i]!.startsWith("- ")) items.push(`<li>${text(lines[i++]!.slice(2))}</li>`);
      out.push(`<ul>${items.join("")}</ul>`);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== "" && !/^(#{1,6} |::: |\| |- )/.test(lines[i]!)) paragraph.push(lines[i++]!);
    if (paragraph.join(" ").startsWith("Setup (")) setupNext = true;
    out.push(`<p>${text(paragraph.join(" "))}</p>`);
  }
  return { title, html: out.join("\n") };
}
