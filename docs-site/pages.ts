// The reference pages: one per task the providers serve, one per provider, and an index, as Markdown
// (docs-site/README.md). Every snippet comes from the public API (getInferenceSnippetsResult) for a docs
// case (docs-site/cases.ts); a (task, provider) that cannot be shown is left out with a warning, never an
// error. Pure: the same catalogue, examples and templates give byte-identical pages.
import { libraries, tasks, type Task } from "../catalogue/index.ts";
import { isChatTask, providers } from "../catalogue/inference.ts";
import type { DocsExamples } from "../catalogue/docs-examples.ts";
import { getInferenceSnippetsResult, type Snippet } from "../engine/index.ts";
import { requirementLines } from "../engine/requirements.ts";
import { docsCases, DOCS_EXAMPLES_SOURCE, type DocsCase } from "./cases.ts";
import { servedPairs } from "./examples-rule.ts";
import { code, codeGroup, hubUrl, link, table, text, type Tab } from "./markdown.ts";
import { taskSpec, tasksPackage, type SpecRow } from "./spec.ts";

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

export interface DocsOptions {
  /** Languages shown, in this order (default DEFAULT_LANGUAGES). */
  languages?: readonly string[];
  /** The examples (default: catalogue/docs-examples.yaml). */
  examples?: DocsExamples;
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

/** The snippets of a case in the languages asked for, or why it is left out. */
function renderSection(c: DocsCase, languages: readonly string[]): DocsSection | string {
  const where = `${DOCS_EXAMPLES_SOURCE}: ${c.task}.${c.provider}`;
  if (!taskOf(c.task)) return `${where}: left out: "${c.task}" is not a task of the catalogue`;
  let result;
  try {
    result = getInferenceSnippetsResult(c.record, { provider: c.provider });
  } catch (error) {
    return `${where}: left out: ${(error as Error).message}`;
  }
  if (result.unavailable) return `${where}: left out: ${result.unavailable.message} (${result.unavailable.reason})`;
  if (result.staging) return `${where}: left out: the mapping entry is staging (set up for tests, not offered to users)`;
  const snippets = languages.flatMap((language) => result.snippets.filter((s) => s.language === language));
  if (snippets.length === 0) return `${where}: left out: no snippet in ${languages.join(", ")}`;
  return { docsCase: c, snippets };
}

function tabLabel(s: Snippet): string {
  return `${LANGUAGE_LABELS[s.language] ?? s.language}: ${s.client}`;
}

/** The blocks of one section: the example, the snippets as tabs, their setup as tabs. */
function sectionBody(section: DocsSection, link_: string): string {
  const { example, provider } = section.docsCase;
  const own = example.providerId !== undefined && example.providerId !== example.model ? `, which ${text(providerLabel(provider))} calls ${code(example.providerId)}` : "";
  const snippets: Tab[] = section.snippets.map((s) => ({ language: s.language, label: tabLabel(s), content: s.content }));
  const setup: Tab[] = section.snippets
    .map((s) => ({ language: "sh", label: tabLabel(s), content: requirementLines(s.requirements).join("\n") }))
    .filter((t) => t.content !== "");
  return [
    `Example model: ${link(example.model, hubUrl("model", example.model))}${own}. ${link_}`,
    codeGroup(snippets),
    ...(setup.length ? ["Setup (install, then set the variables):", codeGroup(setup)] : []),
  ].join("\n\n");
}

function specTable(rows: readonly SpecRow[]): string {
  return table(
    ["Field", "Type", "Required"],
    rows.map((r) => [code(r.path), r.type.split(" \\| ").map((t) => code(t.replace(/\\\|/g, "|"))).join(" or "), r.required ? "yes" : "no"]),
  );
}

function repoList(kind: "model" | "dataset", repos: readonly { id: string; description: string }[]): string {
  return repos.map((r) => `- ${link(r.id, hubUrl(kind, r.id))}: ${text(r.description)}`).join("\n");
}

function demoLines(task: Task): string {
  const entry = (e: Task["demo"]["inputs"][number]): string => {
    switch (e.type) {
      case "audio":
        return `audio file ${code(e.filename)}`;
      case "img":
        return `image ${code(e.filename)}`;
      case "text":
        return `${text(e.label)}: ${text(e.content)}`;
      case "chart":
        return e.data.map((d) => `${text(d.label)} ${d.score}`).join(", ");
      case "tabular":
        return `table of ${e.table.length - 1} rows: ${e.table[0]!.map((h) => text(h)).join(", ")}`;
      case "text-with-tokens":
        return `${text(e.text)} (${e.tokens.map((t) => text(t.type)).join(", ")})`;
    }
  };
  // A text entry labelled like its side ("Input") is shown once: "- Input: the text".
  const side = (label: string, entries: Task["demo"]["inputs"]) =>
    entries.map((e) => (e.type === "text" && e.label.toLowerCase() === label.toLowerCase() ? `- ${label}: ${text(e.content)}` : `- ${label}: ${entry(e)}`));
  return [...side("Input", task.demo.inputs), ...side("Output", task.demo.outputs)].join("\n");
}

function taskPage(task: Task, sections: readonly DocsSection[], uncovered: readonly string[]): string {
  const parts: string[] = [`# ${text(task.label)}`, text(task.summary.trim())];
  parts.push(`Task id ${code(task.id)}. ${link("The task on the hub", `https://huggingface.co/tasks/${task.id}`)}.`);
  if (task.demo.inputs.length + task.demo.outputs.length) parts.push("## Demo", demoLines(task));
  if (task.models.length) parts.push("## Recommended models", repoList("model", task.models));
  if (task.datasets.length) parts.push("## Datasets", repoList("dataset", task.datasets));
  if (task.metrics.length) parts.push("## Metrics", task.metrics.map((m) => `- ${text(m.id)}: ${text(m.description)}`).join("\n"));
  if (task.libraries.length) {
    const items = [...task.libraries].sort().map((id) => {
      const lib = libraries[id as keyof typeof libraries];
      return lib ? `- ${link(lib.prettyLabel, lib.repoUrl)}` : `- ${text(id)}`;
    });
    parts.push("## Libraries", items.join("\n"));
  }
  parts.push("## Using the API");
  const chat = isChatTask(task.id) ? " The providers serve it as chat completion: the messages go to their OpenAI-compatible chat route." : "";
  parts.push(
    sections.length
      ? `The snippets for each provider that serves this task, with an example model (${code(DOCS_EXAMPLES_SOURCE)}).${chat}`
      : "No provider example is reviewed for this task yet.",
  );
  for (const section of sections) {
    const p = section.docsCase.provider;
    parts.push(`### ${text(providerLabel(p))}`, sectionBody(section, link(`Everything ${providerLabel(p)} serves`, `../providers/${p}.md`)));
  }
  if (uncovered.length) parts.push(`Also served, with no reviewed example yet: ${uncovered.map((p) => link(providerLabel(p), `../providers/${p}.md`)).join(", ")}.`);
  const spec = taskSpec(task.id, isChatTask(task.id));
  if (spec) {
    parts.push(
      "## Specification",
      `Field names and types of the task's request and answer, from the JSON Schemas in ${code(`@huggingface/tasks`)} ${tasksPackage().version} (${code(`src/tasks/${spec.source}/spec`)}). A provider's own route may take other names: the snippets above show what each one is sent.`,
      "### Request",
      specTable(spec.input),
      "### Response",
      specTable(spec.output),
    );
  }
  return `${parts.join("\n\n")}\n`;
}

function providerPage(id: string, sections: readonly DocsSection[], uncovered: readonly string[]): string {
  const p = providers[id]!;
  const parts: string[] = [`# ${text(p.label)}`];
  parts.push(`Provider id ${code(id)}: pass it as ${code("provider")} to the clients, or see each snippet below.`);
  parts.push(
    sections.length
      ? `Tasks with an example: ${sections.map((s) => link(taskOf(s.docsCase.task)!.label, `../tasks/${s.docsCase.task}.md`)).join(", ")}.`
      : "No task example is reviewed for this provider yet.",
  );
  if (uncovered.length) parts.push(`Also served, with no reviewed example yet: ${uncovered.map((t) => link(taskOf(t)?.label ?? t, `../tasks/${t}.md`)).join(", ")}.`);
  for (const section of sections) {
    const t = section.docsCase.task;
    parts.push(`## ${text(taskOf(t)!.label)}`, sectionBody(section, link(`The task page`, `../tasks/${t}.md`)));
  }
  return `${parts.join("\n\n")}\n`;
}

function indexPage(taskIds: readonly string[], providerIds: readonly string[], sections: readonly DocsSection[], languages: readonly string[]): string {
  const count = (pred: (s: DocsSection) => boolean) => sections.filter(pred).length;
  const parts = [
    "# Inference Providers: reference pages",
    `One page per task the providers serve and one per provider. Every snippet is rendered by the same engine as the package's, in ${languages.map((l) => LANGUAGE_LABELS[l] ?? l).join(", ")}, for the pinned example models of ${code(DOCS_EXAMPLES_SOURCE)}, and is one the verify run executes against the mock of the providers' APIs.`,
    "## Tasks",
    table(
      ["Task", "Providers with an example"],
      taskIds.map((t) => [link(taskOf(t)!.label, `tasks/${t}.md`), String(count((s) => s.docsCase.task === t))]),
    ),
    "## Providers",
    table(
      ["Provider", "Tasks with an example"],
      providerIds.map((p) => [link(providerLabel(p), `providers/${p}.md`), String(count((s) => s.docsCase.provider === p))]),
    ),
  ];
  return `${parts.join("\n\n")}\n`;
}

/** Builds every page. Never throws for an example that cannot be shown: it is a warning. */
export function buildDocs(options: DocsOptions = {}): DocsBuild {
  const languages = options.languages ?? DEFAULT_LANGUAGES;
  const cases = docsCases(options.examples);
  const warnings: string[] = [];
  const sections: DocsSection[] = [];
  for (const c of cases) {
    const section = renderSection(c, languages);
    if (typeof section === "string") warnings.push(section);
    else sections.push(section);
  }
  const served = servedPairs();
  const listed = new Set(cases.map((c) => `${c.task}\n${c.provider}`));
  const uncovered = served.filter((p) => !listed.has(`${p.task}\n${p.provider}`));
  const taskIds = [...new Set([...served.map((p) => p.task), ...sections.map((s) => s.docsCase.task)])].sort();
  const providerIds = Object.keys(providers).filter((id) => !providers[id]!.selectsProvider).sort();
  const pages = new Map<string, string>();
  pages.set("index.md", indexPage(taskIds, providerIds, sections, languages));
  for (const t of taskIds) {
    const own = sections.filter((s) => s.docsCase.task === t);
    pages.set(`tasks/${t}.md`, taskPage(taskOf(t)!, own, uncovered.filter((p) => p.task === t).map((p) => p.provider)));
  }
  for (const p of providerIds) {
    const own = sections.filter((s) => s.docsCase.provider === p);
    pages.set(`providers/${p}.md`, providerPage(p, own, uncovered.filter((u) => u.provider === p).map((u) => u.task)));
  }
  return { pages, sections, warnings, uncovered };
}
