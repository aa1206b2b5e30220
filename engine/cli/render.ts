// `snippets render <model.yaml|json>`: prints a model's inference and library snippets.
import { readFileSync } from "node:fs";
import { parseYamlText } from "../../catalogue/yaml-text.ts";
import { libraries } from "../../catalogue/libraries.ts";
import { INFERENCE_CLIENTS } from "../inference/clients.ts";
import { listTemplates } from "../render/templates.ts";
import { getModelSnippets } from "../model-snippets.ts";
import { requirementLines, type SnippetRequirements } from "../requirements.ts";
import { fieldNearMisses, validateModel } from "../model.ts";
import { bulkCommand } from "./bulk.ts";
import { unreadable, UsageError } from "./errors.ts";
import { localAppOptionsFrom, parseFlags, snippetOptionsFrom } from "./options.ts";
import { printLocalApps } from "./local-apps.ts";
import { checkPipelineTag } from "../known-pipeline-tag.ts";
import { checkKnown, checkProvider, languageId } from "./known-names.ts";

export const RENDER_HELP = `Usage: snippets render <model.yaml|model.json|-> [options]

Prints the snippets for a model record: inference-API examples for its task and the usage snippet of
its library. \`-\` reads the record (YAML or JSON) from standard input.

Options:
  --provider <id>        inference provider (default hf-inference)
  --language <id>        only snippets in this language (python, js, sh, ...; py, bash, ... too)
  --client <id>          only this client (requests, fetch, curl, huggingface_hub, ...)
  --streaming            streaming chat completion
  --bill-to <org>        bill requests to an organisation (X-HF-Bill-To)
  --access-token <tok>   write this token instead of reading it from the environment
  --direct               call the provider directly, not through the router
  --endpoint-url <url>   call a dedicated endpoint
  --json                 print a JSON array of { kind, language, client, template, content, requirements }
  --local-apps           the local apps that run the model instead (deep links and shell steps)
  --quant <label>        with --local-apps: the GGUF quantisation to run (default Q4_K_M, else the nearest)
  --models <file.jsonl>  bulk: render every model of a JSONL file on worker threads
  --out <file.jsonl>     bulk: where to write one JSON line per model (default stdout)
  --workers <n>          bulk: worker threads (default: available cores)
  -h, --help             this help
`;

/** A snippet's requirements as shell comments above it: `# Setup:` and the commands to run first; nothing when none. */
export function setupBlock(requirements: SnippetRequirements): string {
  const lines = requirementLines(requirements);
  return lines.length === 0 ? "" : `# Setup:\n${lines.map((line) => `#   ${line}\n`).join("")}`;
}

/** Reads a model record from a file, or from standard input when `path` is `-` (named "stdin" in errors). */
export function readModelFile(path: string): unknown {
  const stdin = path === "-";
  const source = stdin ? "stdin" : path;
  let text: string;
  try {
    text = readFileSync(stdin ? 0 : path, "utf8");
  } catch (error) {
    throw unreadable(source, path, error);
  }
  if (/\.(jsonl|ndjson)$/i.test(path) || looksLikeJsonLines(text)) {
    throw new UsageError(`${source}: JSON lines (one model record per line); render reads one record: use render --models ${stdin ? "<file.jsonl>" : path} for them all`);
  }
  // JSON from a .json file, or on stdin when it starts like JSON; YAML otherwise (YAML also reads most JSON).
  if (stdin ? /^\s*[{[]/.test(text) : path.endsWith(".json")) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new UsageError(`${source}: invalid JSON: ${(error as Error).message}`);
    }
  }
  try {
    return parseYamlText(source, text);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Two or more lines, each a JSON object on its own: what render --models reads, not one record. */
function looksLikeJsonLines(text: string): boolean {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return lines.length > 1 && lines.every((line) => /^\s*\{.*\}\s*$/.test(line));
}

/** Languages and clients snippets can have (the inference clients', the templates' and the libraries'), and each client's languages. */
export function knownFilters(): { languages: string[]; clients: string[]; clientLanguages: Record<string, string[]> } {
  const pairs = [...INFERENCE_CLIENTS.map((c) => [c.language, c.client]), ...listTemplates().map((key) => key.split("/"))] as [string, string][];
  const languages = new Set(pairs.map(([language]) => language));
  const clients = new Set([...pairs.map(([, client]) => client), ...Object.keys(libraries)]);
  const clientLanguages: Record<string, string[]> = {};
  for (const [language, client] of pairs) {
    const list = (clientLanguages[client] ??= []);
    if (!list.includes(language)) list.push(language);
  }
  for (const list of Object.values(clientLanguages)) list.sort();
  return { languages: [...languages].sort(), clients: [...clients].sort(), clientLanguages };
}

/**
 * The --language and --client to filter by: the language as its id (an alias such as `py` or `bash`
 * accepted); an unknown one is bad input, not an empty result.
 */
function checkFilters(language: string | undefined, client: string | undefined): string | undefined {
  if (language === undefined && client === undefined) return undefined;
  const known = knownFilters();
  checkKnown(client, known.clients, "client", "--client");
  return language === undefined ? undefined : languageId(language, known.languages, known.clientLanguages);
}

export function renderCommand(argv: string[], out: (s: string) => void, err: (s: string) => void): number | Promise<number> {
  const { values, positionals } = parseFlags(argv, {
    boolean: ["streaming", "direct", "json", "local-apps"],
    string: ["provider", "language", "client", "bill-to", "access-token", "endpoint-url", "quant", "models", "out", "workers"],
  });
  if (values.help) {
    out(RENDER_HELP);
    return 0;
  }
  const language = checkFilters(values.language, values.client);
  checkProvider(values.provider);
  if (values.models !== undefined) return bulkCommand(values, positionals);
  if (positionals.length !== 1) throw new UsageError(`render takes one model file\n\n${RENDER_HELP}`);
  const file = positionals[0]!;
  let model;
  try {
    const source = file === "-" ? "stdin" : file;
    const data = readModelFile(file);
    model = validateModel(data, source);
    for (const { field, meant } of fieldNearMisses(data)) {
      err(`snippets render: warning: ${source}: ${field}: not a field snippets read; did you mean "${meant}"?\n`);
    }
    checkPipelineTag(model, source);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.quant !== undefined && !values["local-apps"]) throw new UsageError("--quant goes with --local-apps");
  if (values["local-apps"]) {
    printLocalApps(model, localAppOptionsFrom(values), { json: values.json ?? false }, out);
    return 0;
  }
  const all = getModelSnippets(model, snippetOptionsFrom(values));
  const shown = all.filter(
    (s) => (!language || s.language === language) && (!values.client || s.client === values.client),
  );
  if (values.json) out(JSON.stringify(shown, null, 2) + "\n");
  else {
    if (shown.length === 0) out(`No snippet for ${model.id} with these options.\n`);
    for (const s of shown) out(`# ── ${s.kind}: ${s.language}/${s.client} ──\n${setupBlock(s.requirements)}${s.content.replace(/\n?$/, "\n")}\n`);
  }
  return 0;
}
