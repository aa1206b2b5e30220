// `snippets docs --out <dir> [--strict] [--language a,b]`: the reference pages (docs-site/). A repository
// tool: the pages need the example file, the golden cases' review and the hub packages' task specs.
import { UsageError } from "../engine/cli/errors.ts";
import { parseFlags } from "../engine/cli/options.ts";
import { unknownName } from "../engine/suggest.ts";

export const DOCS_HELP = `Usage: snippets docs --out <dir> [options]

Writes the reference pages: one Markdown page per task the providers serve, one per provider and an
index, with the snippets of each (task, provider) for the example model of catalogue/docs-examples.yaml
(docs-site/README.md). An example that cannot be shown (a retired or staging provider, a task the
provider does not serve, no snippet) is left out with a warning.

Options:
  --out <dir>          the folder to write (replaced as a whole; it must hold pages only)
  --language <ids>     languages shown, comma-separated, in that order (default: python,js,sh)
  --strict             a warning fails the build (exit 1) and nothing is written
  --html               write the static HTML site instead (Vite; code groups as tabs with copy buttons)
  --examples <file>    another examples file of the same form (to try a change before it is reviewed in)
  -h, --help           this help

Exit status: 0 written, 1 --strict and a warning, 2 bad input.
`;

export async function docsCommand(argv: string[], out: (s: string) => void): Promise<number> {
  const { values, positionals } = parseFlags(argv, { boolean: ["strict", "html"], string: ["out", "language", "examples"] });
  if (values.help) {
    out(DOCS_HELP);
    return 0;
  }
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}" (see --help)`);
  if (!values.out) throw new UsageError("--out <dir> is required: the folder to write the pages to");
  const started = performance.now();
  const [{ buildDocs, DEFAULT_LANGUAGES }, { writePages, formatReport }, { INFERENCE_CLIENTS }] = await Promise.all([
    import("../docs-site/pages.ts"),
    import("../docs-site/write.ts"),
    import("../engine/index.ts"),
  ]);
  const known = [...new Set(INFERENCE_CLIENTS.map((c) => c.language as string))];
  const languages = values.language === undefined ? DEFAULT_LANGUAGES : values.language.split(",").map((l) => l.trim());
  for (const language of languages) {
    if (!known.includes(language)) throw new UsageError(`--language: ${unknownName("language", language, known)}`);
  }
  const examples = values.examples === undefined ? undefined : (await import("../docs-site/cases.ts")).readExamplesFile(values.examples);
  const build = buildDocs({ languages, ...(examples ? { examples } : {}) });
  const strict = values.strict === true && build.warnings.length > 0;
  if (!strict && values.html) {
    const { htmlSite, isHtmlSitePath } = await import("../docs-site/html/build.ts");
    writePages(values.out, await htmlSite(build.pages), isHtmlSitePath);
  } else if (!strict) writePages(values.out, build.pages);
  out(formatReport(build, performance.now() - started, values.strict === true));
  return strict ? 1 : 0;
}
