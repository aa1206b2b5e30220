// The reference pages, built: which pages there are, the snippets of each (task, provider) example, and
// each page's data rendered through its template (page-templates.ts, docs-site/templates/). No Node module
// here: `snippets docs` and the golden check build every page (pages.ts, with the files read from disk),
// and the playground's Docs view builds the one page it shows (with the files bundled and its own cache of
// snippets), the same way.
//
// Every snippet comes from the public API's path (getInferenceSnippetsResult) for a docs case
// (docs-cases.ts); a (task, provider) that cannot be shown is left out with a warning, never an error.
// Pure: the same catalogue, examples and templates give byte-identical pages.
import { libraries, tasks, type Task } from "../catalogue/index.ts";
import { isChatTask, providers } from "../catalogue/inference.ts";
import type { DocsExamples } from "../catalogue/docs-examples.ts";
import { getInferenceSnippetsResult, type InferenceSnippetsResult, type Snippet } from "../engine/index.ts";
import { requirementLines } from "../engine/requirements.ts";
import { docsCases, DOCS_EXAMPLES_SOURCE, type DocsCase } from "./docs-cases.ts";
import { servedPairs } from "./examples-rule.ts";
import { PageTemplates } from "./page-templates.ts";
import { taskSpec, type SpecFiles } from "./spec.ts";

/** The languages of the pages unless asked otherwise: those the hub's own pages show. */
export const DEFAULT_LANGUAGES: readonly string[] = ["python", "js", "sh"];

const LANGUAGE_LABELS: Record<string, string> = {
  csharp: "C#",
  go: "Go",
  java: "Java",
  js: "JavaScript",
  php: "PHP",
  python: "Python",
  r: "R",
  ruby: "Ruby",
  rust: "Rust",
  sh: "Shell",
  swift: "Swift",
  ts: "TypeScript",
};

/** What the pages are made from besides the catalogue and the engine: the page templates and the schema files. */
export interface DocsFiles {
  /** Page template name (`task`, `_example`, ...) → Handlebars source. */
  templates: Readonly<Record<string, string>>;
  spec: SpecFiles;
}

export interface DocsOptions {
  /** Languages shown, in this order (default DEFAULT_LANGUAGES). */
  languages?: readonly string[];
  /** The examples (default: catalogue/docs-examples.yaml). */
  examples?: DocsExamples;
}

/** The snippets of a docs case: getInferenceSnippetsResult's answer for its record and provider (a cache may stand in). */
export type DocsSnippets = (docsCase: DocsCase) => InferenceSnippetsResult;

export interface DocsBuildOptions extends DocsOptions {
  files: DocsFiles;
  /** Default: the public API, rendering each case anew. */
  snippets?: DocsSnippets;
}

/** One (task, provider) shown: its case and the snippets on the pages, in language order, then client order. */
export interface DocsSection {
  docsCase: DocsCase;
  snippets: Snippet[];
}

export interface DocsBuild {
  /** Page path (`index.md`, `tasks/<task>.md`, `providers/<provider>.md`) → Markdown. */
  pages: Map<string, string>;
  sections: DocsSection[];
  /** Examples left out, each with why: what `--strict` fails on. */
  warnings: string[];
  /** Served (task, provider) pairs without a reviewed example: listed on the pages, not a warning. */
  uncovered: { task: string; provider: string }[];
}

const taskOf = (id: string): Task | undefined => (Object.hasOwn(tasks, id) ? tasks[id as keyof typeof tasks] : undefined);
const providerLabel = (id: string) => providers[id]?.label ?? id;
const languageLabel = (id: string) => LANGUAGE_LABELS[id] ?? id;

const publicApi: DocsSnippets = (c) => getInferenceSnippetsResult(c.record, { provider: c.provider });

/** The snippets of a case in the languages asked for, or why it is left out. */
function renderSection(c: DocsCase, languages: readonly string[], snippetsOf: DocsSnippets): DocsSection | string {
  const where = `${DOCS_EXAMPLES_SOURCE}: ${c.task}.${c.provider}`;
  if (!taskOf(c.task)) return `${where}: left out: "${c.task}" is not a task of the catalogue`;
  let result;
  try {
    result = snippetsOf(c);
  } catch (error) {
    return `${where}: left out: ${(error as Error).message}`;
  }
  if (result.unavailable) return `${where}: left out: ${result.unavailable.message} (${result.unavailable.reason})`;
  if (result.staging) return `${where}: left out: the mapping entry is staging (set up for tests, not offered to users)`;
  const snippets = languages.flatMap((language) => result.snippets.filter((s) => s.language === language));
  if (snippets.length === 0) return `${where}: left out: no snippet in ${languages.join(", ")}`;
  return { docsCase: c, snippets };
}

// What the templates read. Plain data: ids, labels, URLs and code; the templates write the Markdown.

/** A section's data (the `_example` partial): the example model, its snippets and their setup as tabs. */
function exampleData(section: DocsSection, see: { label: string; url: string }) {
  const { example, provider } = section.docsCase;
  const tab = (s: Snippet) => `${languageLabel(s.language)}: ${s.client}`;
  return {
    model: example.model,
    providerLabel: providerLabel(provider),
    /** The provider's own id of the model, where it differs from the hub's; else null. */
    providerId: example.providerId !== undefined && example.providerId !== example.model ? example.providerId : null,
    see,
    snippets: section.snippets.map((s) => ({ language: s.language, label: tab(s), content: s.content })),
    setup: section.snippets
      .map((s) => ({ language: "sh", label: tab(s), content: requirementLines(s.requirements).join("\n") }))
      .filter((t) => t.content !== ""),
  };
}

/** A demo entry as the `_demo` partial reads it: its kind and what it shows. */
function demoEntry(side: string, e: Task["demo"]["inputs"][number]) {
  switch (e.type) {
    case "audio":
    case "img":
      return { side, type: e.type, filename: e.filename };
    case "text":
      // A text entry labelled like its side ("Input") is shown once: "- Input: the text".
      return { side, type: e.type, label: e.label.toLowerCase() === side.toLowerCase() ? null : e.label, content: e.content };
    case "chart":
      return { side, type: e.type, data: e.data.map((d) => ({ label: d.label, score: d.score })) };
    case "tabular":
      return { side, type: e.type, rows: e.table.length - 1, headers: e.table[0]! };
    case "text-with-tokens":
      return { side, type: e.type, text: e.text, tokens: e.tokens.map((t) => t.type) };
  }
}

function taskPage(templates: PageTemplates, spec: SpecFiles, task: Task, sections: readonly DocsSection[], uncovered: readonly string[]): string {
  const found = taskSpec(task.id, isChatTask(task.id), spec);
  return templates.render("task", {
    id: task.id,
    label: task.label,
    summary: task.summary.trim(),
    demo: [...task.demo.inputs.map((e) => demoEntry("Input", e)), ...task.demo.outputs.map((e) => demoEntry("Output", e))],
    models: task.models.map((m) => ({ id: m.id, description: m.description })),
    datasets: task.datasets.map((d) => ({ id: d.id, description: d.description })),
    metrics: task.metrics.map((m) => ({ id: m.id, description: m.description })),
    libraries: [...task.libraries].sort().map((id) => {
      const lib = libraries[id as keyof typeof libraries];
      return lib ? { label: lib.prettyLabel, url: lib.repoUrl } : { label: id, url: null };
    }),
    chat: isChatTask(task.id),
    examplesSource: DOCS_EXAMPLES_SOURCE,
    sections: sections.map((s) => {
      const p = s.docsCase.provider;
      return exampleData(s, { label: `Everything ${providerLabel(p)} serves`, url: `../providers/${p}.md` });
    }),
    uncovered: uncovered.map((p) => ({ label: providerLabel(p), url: `../providers/${p}.md` })),
    spec: found && { version: spec.version, source: found.source, input: found.input, output: found.output },
  });
}

function providerPage(templates: PageTemplates, id: string, sections: readonly DocsSection[], uncovered: readonly string[]): string {
  return templates.render("provider", {
    id,
    label: providers[id]!.label,
    sections: sections.map((s) => {
      const t = s.docsCase.task;
      return { task: { label: taskOf(t)!.label, url: `../tasks/${t}.md` }, ...exampleData(s, { label: "The task page", url: `../tasks/${t}.md` }) };
    }),
    uncovered: uncovered.map((t) => ({ label: taskOf(t)?.label ?? t, url: `../tasks/${t}.md` })),
  });
}

function indexPage(templates: PageTemplates, taskIds: readonly string[], providerIds: readonly string[], sections: readonly DocsSection[], languages: readonly string[]): string {
  const count = (pred: (s: DocsSection) => boolean) => sections.filter(pred).length;
  return templates.render("index", {
    languages: languages.map(languageLabel),
    examplesSource: DOCS_EXAMPLES_SOURCE,
    tasks: taskIds.map((t) => ({ label: taskOf(t)!.label, url: `tasks/${t}.md`, count: count((s) => s.docsCase.task === t) })),
    providers: providerIds.map((p) => ({ label: providerLabel(p), url: `providers/${p}.md`, count: count((s) => s.docsCase.provider === p) })),
  });
}

/** What every page is built from before any snippet is rendered: the cases, the served pairs, the providers. */
interface DocsPlan {
  languages: readonly string[];
  cases: DocsCase[];
  served: { task: string; provider: string }[];
  uncovered: { task: string; provider: string }[];
  providerIds: string[];
  templates: PageTemplates;
  spec: SpecFiles;
  snippets: DocsSnippets;
}

/** Page templates compiled once per set of sources. */
const compiledTemplates = new WeakMap<object, PageTemplates>();

function plan(options: DocsBuildOptions): DocsPlan {
  const cases = docsCases(options.examples);
  const served = servedPairs();
  const listed = new Set(cases.map((c) => `${c.task}\n${c.provider}`));
  let templates = compiledTemplates.get(options.files.templates);
  if (!templates) compiledTemplates.set(options.files.templates, (templates = new PageTemplates(options.files.templates)));
  return {
    languages: options.languages ?? DEFAULT_LANGUAGES,
    cases,
    served,
    uncovered: served.filter((p) => !listed.has(`${p.task}\n${p.provider}`)),
    providerIds: Object.keys(providers).filter((id) => !providers[id]!.selectsProvider).sort(),
    templates,
    spec: options.files.spec,
    snippets: options.snippets ?? publicApi,
  };
}

/** The sections of these cases, and the warnings of those left out, in the cases' order. */
function sectionsOf(p: DocsPlan, cases: readonly DocsCase[]): { sections: DocsSection[]; warnings: string[] } {
  const sections: DocsSection[] = [];
  const warnings: string[] = [];
  for (const c of cases) {
    const section = renderSection(c, p.languages, p.snippets);
    if (typeof section === "string") warnings.push(section);
    else sections.push(section);
  }
  return { sections, warnings };
}

/** The task pages: every served task, and any other task an example shows. */
function taskIdsOf(p: DocsPlan, sections: readonly DocsSection[]): string[] {
  return [...new Set([...p.served.map((s) => s.task), ...sections.map((s) => s.docsCase.task)])].sort();
}

function renderTaskPage(p: DocsPlan, task: string, sections: readonly DocsSection[]): string {
  const own = sections.filter((s) => s.docsCase.task === task);
  return taskPage(p.templates, p.spec, taskOf(task)!, own, p.uncovered.filter((u) => u.task === task).map((u) => u.provider));
}

function renderProviderPage(p: DocsPlan, provider: string, sections: readonly DocsSection[]): string {
  const own = sections.filter((s) => s.docsCase.provider === provider);
  return providerPage(p.templates, provider, own, p.uncovered.filter((u) => u.provider === provider).map((u) => u.task));
}

/** Builds every page. Never throws for an example that cannot be shown: it is a warning. */
export function buildDocsWith(options: DocsBuildOptions): DocsBuild {
  const p = plan(options);
  const { sections, warnings } = sectionsOf(p, p.cases);
  const taskIds = taskIdsOf(p, sections);
  const pages = new Map<string, string>();
  pages.set("index.md", indexPage(p.templates, taskIds, p.providerIds, sections, p.languages));
  for (const t of taskIds) pages.set(`tasks/${t}.md`, renderTaskPage(p, t, sections));
  for (const provider of p.providerIds) pages.set(`providers/${provider}.md`, renderProviderPage(p, provider, sections));
  return { pages, sections, warnings, uncovered: p.uncovered };
}

/** One page of the build, built alone: only its own examples are rendered (the index renders all, to count them). */
export interface DocsPage {
  path: string;
  /** Its Markdown, or null when the build has no such page. */
  markdown: string | null;
  /** Its examples left out, each with why. */
  warnings: string[];
  /** How many (task, provider) examples it shows. */
  sections: number;
}

/**
 * The pages a build may write, without rendering a snippet: the index, a page per served task and per task
 * an example names, a page per provider. (A task only an example names has a page when that example renders.)
 */
export function docsPagePaths(options: DocsBuildOptions): string[] {
  const p = plan(options);
  const taskIds = [...new Set([...p.served.map((s) => s.task), ...p.cases.map((c) => c.task).filter((t) => taskOf(t))])].sort();
  return ["index.md", ...taskIds.map((t) => `tasks/${t}.md`), ...p.providerIds.map((id) => `providers/${id}.md`)];
}

/** Builds the page at `path` as buildDocsWith builds it, rendering only the examples it shows. */
export function buildDocsPage(path: string, options: DocsBuildOptions): DocsPage {
  const p = plan(options);
  const page = /^(?:tasks\/(.+)|providers\/(.+))\.md$/.exec(path);
  if (path === "index.md") {
    const { sections, warnings } = sectionsOf(p, p.cases);
    return { path, markdown: indexPage(p.templates, taskIdsOf(p, sections), p.providerIds, sections, p.languages), warnings, sections: sections.length };
  }
  if (page?.[1] !== undefined) {
    const task = page[1];
    const { sections, warnings } = sectionsOf(p, p.cases.filter((c) => c.task === task));
    const exists = taskIdsOf(p, sections).includes(task);
    return { path, markdown: exists ? renderTaskPage(p, task, sections) : null, warnings, sections: sections.length };
  }
  if (page?.[2] !== undefined && p.providerIds.includes(page[2])) {
    const { sections, warnings } = sectionsOf(p, p.cases.filter((c) => c.provider === page[2]));
    return { path, markdown: renderProviderPage(p, page[2], sections), warnings, sections: sections.length };
  }
  return { path, markdown: null, warnings: [], sections: 0 };
}
