// The pages' text is Handlebars templates (docs-site/templates/<name>.hbs: `index`, `task`, `provider`,
// and the partials `_example` and `_demo`), rendered with the engine's own Handlebars set-up
// (engine/render/handlebars.ts: the same helpers and options, code rather than HTML, so nothing is
// escaped, and strict, so a missing field is an error). The Markdown syntax the templates write with is
// a handful of helpers of their own (markdown.ts): `md` (escaped text), `mdCode` (inline code), `mdLink`,
// `mdFence` (a fenced block) and `hubUrl`. What the templates read is plain data (build-pages.ts says
// what each page gets); every sentence, heading and list of a page is in its template.
import type Handlebars from "handlebars";
import { templateHandlebars, TEMPLATE_OPTIONS } from "../engine/render/handlebars.ts";
import { code, fence, hubUrl, link, text } from "./markdown.ts";

/** Where the page templates are, for messages: `docs-site/templates/<name>.hbs`. */
export const PAGE_TEMPLATES_DIR = "docs-site/templates";

/** The pages a template renders (a name starting with `_` is a partial). */
export type PageTemplateName = "index" | "task" | "provider";

/** A page template that does not compile or render: the message names its file. */
export class PageTemplateError extends Error {
  override readonly name = "PageTemplateError";
}

const MARKDOWN_HELPERS: Record<string, (...args: never[]) => string> = {
  /** Text escaped for a Markdown line or table cell. */
  md: (value: string) => text(String(value)),
  /** Inline code. */
  mdCode: (value: string) => code(String(value)),
  /** A link: label, URL. */
  mdLink: (label: string, url: string) => link(String(label), String(url)),
  /** A fenced block: its info string's language, its tab label, the content. */
  mdFence: (language: string, label: string, content: string) => fence(`${language} [${String(label).replace(/[[\]\n]/g, "")}]`, String(content)),
  /** The hub page of a model or dataset: kind, id. */
  hubUrl: (kind: "model" | "dataset", id: string) => hubUrl(kind, String(id)),
};

/** The page templates of one set of sources (name → Handlebars source), each compiled once. */
export class PageTemplates {
  private readonly hbs: typeof Handlebars;
  private readonly compiled = new Map<string, Handlebars.TemplateDelegate>();

  constructor(private readonly sources: Readonly<Record<string, string>>) {
    this.hbs = templateHandlebars();
    for (const [name, helper] of Object.entries(MARKDOWN_HELPERS)) {
      if (this.hbs.helpers[name]) throw new Error(`page templates: the engine already has a helper named ${name}`);
      this.hbs.registerHelper(name, helper as Handlebars.HelperDelegate);
    }
    for (const [name, source] of Object.entries(sources)) {
      if (name.startsWith("_")) this.hbs.registerPartial(name, this.hbs.compile(source, { ...TEMPLATE_OPTIONS }));
    }
  }

  /** Renders a page template with its data; an error names the template's file. */
  render(name: PageTemplateName, data: object): string {
    let template = this.compiled.get(name);
    if (!template) {
      const source = this.sources[name];
      if (source === undefined) throw new PageTemplateError(`${PAGE_TEMPLATES_DIR}/${name}.hbs: no such page template`);
      template = this.hbs.compile(source, { ...TEMPLATE_OPTIONS });
      this.compiled.set(name, template);
    }
    try {
      return template(data);
    } catch (error) {
      throw new PageTemplateError(`${PAGE_TEMPLATES_DIR}/${name}.hbs: ${(error as Error).message}`, { cause: error });
    }
  }
}
