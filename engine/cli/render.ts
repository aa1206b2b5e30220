// `snippets render <model.yaml|json>`: prints a model's inference and library snippets.
import { readFileSync } from "node:fs";
import { parseYamlText } from "../../catalogue/yaml-text.ts";
import { libraries } from "../../catalogue/libraries.ts";
import { INFERENCE_CLIENTS } from "../inference/clients.ts";
import { listTemplates } from "../render/templates.ts";
import { getModelSnippets } from "../model-snippets.ts";
import { requirementLines, type SnippetRequirements } from "../requirements.ts";
import { validateModel } from "../model.ts";
import { bulkCommand } from "./bulk.ts";
import { UsageError } from "./errors.ts";
import { localAppOptionsFrom, parseFlags, snippetOptionsFrom } from "./options.ts";
import { printLocalApps } from "./local-apps.ts";
import { checkPipelineTag } from "../known-pipeline-tag.ts";
import { checkKnown, checkProvider } from "./known-names.ts";

export const RENDER_HELP = `Usage: snippets render <model.yaml|model.json|-> [options]

Prints the snippets for a model record: inference-API examples for its task and the usage snippet of
its library. \`-\` reads the record (YAML or JSON) from standard input.

Options:
  --provider <id>        inference provider (default hf-inference)
  --language <id>        only snippets in this language (python, js, sh, ...)
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
    throw new UsageError(`${source}: cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
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

/** Languages and clients snippets can have: the inference clients', the templates' and the libraries'. */
export function knownFilters(): { languages: string[]; clients: string[] } {
  const languages = new Set(INFERENCE_CLIENTS.map((c) => c.language));
  const clients = new Set([...INFERENCE_CLIENTS.map((c) => c.client), ...Object.keys(libraries)]);
  for (const key of listTemplates()) {
    const [language, client] = key.split("/");
    languages.add(language!);
    clients.add(client!);
  }
  return { languages: [...languages].sort(), clients: [...clients].sort() };
}

/** An unknown --language or --client is bad input, not an empty result. */
function checkFilters(language: string | undefined, client: string | undefined): void {
  if (language === undefined && client === undefined) return;
  const known = knownFilters();
  checkKnown(language, known.languages, "language", "--language");
  checkKnown(client, known.clients, "client", "--client");
}

export function renderCommand(argv: string[], out: (s: string) => void): number | Promise<number> {
  const { values, positionals } = parseFlags(argv, {
    boolean: ["streaming", "direct", "json", "local-apps"],
    string: ["provider", "language", "client", "bill-to", "access-token", "endpoint-url", "quant", "models", "out", "workers"],
  });
  if (values.help) {
    out(RENDER_HELP);
    return 0;
  }
  checkFilters(values.language, values.client);
  checkProvider(values.provider);
  if (values.models !== undefined) return bulkCommand(values, positionals);
  if (positionals.length !== 1) throw new UsageError(`render takes one model file\n\n${RENDER_HELP}`);
  const file = positionals[0]!;
  let model;
  try {
    const source = file === "-" ? "stdin" : file;
    model = validateModel(readModelFile(file), source);
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
    (s) => (!values.language || s.language === values.language) && (!values.client || s.client === values.client),
  );
  if (values.json) out(JSON.stringify(shown, null, 2) + "\n");
  else {
    if (shown.length === 0) out(`No snippet for ${model.id} with these options.\n`);
    for (const s of shown) out(`# ── ${s.kind}: ${s.language}/${s.client} ──\n${setupBlock(s.requirements)}${s.content.replace(/\n?$/, "\n")}\n`);
  }
  return 0;
}
