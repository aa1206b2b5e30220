// `snippets catalogue tasks|libraries|pipelines [id] [--json]`: prints what the catalogue holds.
import { parseFlags } from "./options.ts";
import {
  DEFAULT_DOWNLOAD_QUERY,
  libraries,
  MODALITY_LABELS,
  pipelines,
  taskLibraries,
  tasks,
  type ExampleRepo,
  type Library,
  type PipelineData,
  type Task,
} from "../../catalogue/index.ts";

export const CATALOGUE_HELP = `Usage: snippets catalogue <table> [id] [options]

Prints what the catalogue holds: a one-line-per-entry listing of a table, or one entry in full.

Tables:
  tasks        task pages: label, summary, libraries, example models, datasets, spaces, metrics
  libraries    model libraries: label, repository, docs, download-count query, snippet selector
  pipelines    pipeline types: display name, modality, sub-tasks

Options:
  --json       print JSON instead of text (the whole table, or the one entry)
  -h, --help   this help

Examples:
  snippets catalogue tasks
  snippets catalogue tasks object-detection
  snippets catalogue libraries timm --json
`;

type Table = "tasks" | "libraries" | "pipelines";

const TABLE_ALIASES: Record<string, Table> = {
  libraries: "libraries",
  library: "libraries",
  pipeline: "pipelines",
  pipelines: "pipelines",
  task: "tasks",
  tasks: "tasks",
};

const SINGULAR: Record<Table, string> = { libraries: "library", pipelines: "pipeline", tasks: "task" };

function records(table: Table): Record<string, unknown> {
  return table === "tasks" ? tasks : table === "libraries" ? libraries : pipelines;
}

/**
 * Runs the catalogue command. Output goes to `out`, problems to `err`; returns the exit code:
 * 0 when all went well, 2 for bad input (unknown table, unknown id, unknown option).
 */
export async function catalogueCommand(
  argv: string[],
  out: (s: string) => void,
  err: (s: string) => void = (s) => void process.stderr.write(s),
): Promise<number> {
  let parsed;
  try {
    parsed = parseFlags(argv, { boolean: ["json"] });
  } catch (error) {
    err(`snippets catalogue: ${(error as Error).message}\n${CATALOGUE_HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(CATALOGUE_HELP);
    return 0;
  }
  const [tableName, id, ...extra] = positionals;
  if (tableName === undefined) {
    err(CATALOGUE_HELP);
    return 2;
  }
  const table = TABLE_ALIASES[tableName];
  if (!table) {
    err(`snippets catalogue: unknown table "${tableName}"; tables: tasks, libraries, pipelines\n`);
    return 2;
  }
  if (extra.length > 0) {
    err(`snippets catalogue: unexpected argument "${extra[0]}"; give at most one id\n`);
    return 2;
  }

  const all = records(table);
  if (id === undefined) {
    out(values.json ? `${JSON.stringify(all, null, 2)}\n` : listing(table));
    return 0;
  }
  if (!Object.hasOwn(all, id)) {
    err(unknownId(table, id, Object.keys(all)));
    return 2;
  }
  if (values.json) {
    out(`${JSON.stringify(all[id], null, 2)}\n`);
  } else if (table === "tasks") {
    out(describeTask(tasks[id]));
  } else if (table === "libraries") {
    out(describeLibrary(libraries[id]));
  } else {
    out(describePipeline(id, pipelines[id]));
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Listings

function columns(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i])))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function listing(table: Table): string {
  if (table === "tasks") {
    const all = Object.values(tasks);
    const rows = [["ID", "LABEL", "PAGE", "LIBRARIES"]];
    for (const t of all) {
      rows.push([t.id, t.label, t.isPlaceholder ? "placeholder" : "described", t.libraries.join(", ") || "-"]);
    }
    const described = all.filter((t) => !t.isPlaceholder).length;
    return `${columns(rows)}\n\n${all.length} tasks: ${described} described, ${all.length - described} on the placeholder page\n`;
  }
  if (table === "libraries") {
    const all = Object.values(libraries);
    const rows = [["ID", "LABEL", "FILTER", "SNIPPETS", "REPOSITORY"]];
    for (const l of all) {
      rows.push([l.id, l.prettyLabel, l.filter ? "yes" : "-", l.snippets === true ? "yes" : l.snippets ?? "-", l.repoUrl]);
    }
    const withSnippets = all.filter((l) => l.snippets !== undefined).length;
    return `${columns(rows)}\n\n${all.length} libraries, ${withSnippets} with snippets\n`;
  }
  const rows = [["ID", "NAME", "MODALITY", "SUB-TASKS"]];
  for (const [id, p] of Object.entries(pipelines)) {
    rows.push([id, p.name, p.modality, String(p.subtasks?.length ?? 0)]);
  }
  return `${columns(rows)}\n\n${rows.length - 1} pipelines\n`;
}

// ---------------------------------------------------------------------------------------------
// Single entries

function wrap(text: string, indent: string, width = 96): string {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.map((l) => indent + l).join("\n");
}

function repoSection(title: string, repos: readonly ExampleRepo[]): string {
  if (repos.length === 0) return "";
  const items = repos.map((r) => `  ${r.id}\n${wrap(r.description, "      ")}`).join("\n");
  return `\n${title}:\n${items}\n`;
}

function describeTask(task: Task): string {
  const pipeline = pipelines[task.id];
  let s = `${task.label} (${task.id})\n`;
  s += `modality: ${MODALITY_LABELS[pipeline.modality]}\n`;
  if (task.isPlaceholder) s += "page: placeholder (no description of its own yet)\n";
  if (task.canonicalId) s += `canonical task: ${task.canonicalId}\n`;
  s += `libraries: ${task.libraries.join(", ") || "-"}\n`;
  s += `\n${wrap(task.summary, "")}\n`;
  s += repoSection("Models", task.models);
  s += repoSection("Datasets", task.datasets);
  s += repoSection("Spaces", task.spaces);
  s += repoSection("Metrics", task.metrics);
  if (task.widgetModels.length) s += `\nWidget models: ${task.widgetModels.join(", ")}\n`;
  if (task.youtubeId) s += `Video: https://www.youtube.com/watch?v=${task.youtubeId}\n`;
  return s;
}

function describeLibrary(library: Library): string {
  const usedBy = Object.entries(taskLibraries)
    .filter(([, libs]) => libs.includes(library.id))
    .map(([task]) => task);
  let s = `${library.prettyLabel} (${library.id})\n`;
  s += `repository: ${library.repoName} ${library.repoUrl}\n`;
  if (library.docsUrl) s += `docs: ${library.docsUrl}\n`;
  s += `in model filters: ${library.filter ? "yes" : "no"}\n`;
  s += `snippets: ${library.snippets === true ? "yes" : library.snippets ? `as ${library.snippets}` : "none"}\n`;
  s += `downloads counted from: ${library.countDownloads ?? `${DEFAULT_DOWNLOAD_QUERY} (default)`}\n`;
  s += `tasks: ${usedBy.join(", ") || "-"}\n`;
  return s;
}

function describePipeline(id: string, pipeline: PipelineData): string {
  let s = `${pipeline.name} (${id})\n`;
  s += `modality: ${MODALITY_LABELS[pipeline.modality]} (${pipeline.modality})\n`;
  const hidden = [pipeline.hideInModels && "models", pipeline.hideInDatasets && "datasets"].filter(Boolean);
  if (hidden.length) s += `hidden in filters: ${hidden.join(", ")}\n`;
  s += `task page: ${tasks[id].isPlaceholder ? "placeholder" : "described"}\n`;
  if (pipeline.subtasks?.length) {
    s += "\nSub-tasks:\n";
    s += columns(pipeline.subtasks.map((t) => [`  ${t.type}`, t.name]));
    s += "\n";
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Unknown ids

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j];
      row[j] = next;
    }
  }
  return row[b.length];
}

function unknownId(table: Table, id: string, ids: string[]): string {
  const wanted = id.toLowerCase();
  const close = ids
    .map((candidate) => {
      const c = candidate.toLowerCase();
      const score = c.includes(wanted) || wanted.includes(c) ? 0 : distance(wanted, c);
      return { candidate, score };
    })
    .filter((x) => x.score <= Math.max(2, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, 5)
    .map((x) => x.candidate);
  let message = `snippets catalogue: unknown ${SINGULAR[table]} "${id}"`;
  if (close.length) message += `; did you mean ${close.join(", ")}?`;
  message +=
    ids.length <= 80
      ? `\n${table}: ${ids.join(", ")}\n`
      : `\nthe catalogue has ${ids.length} ${table}; run 'snippets catalogue ${table}' to list them\n`;
  return message;
}
