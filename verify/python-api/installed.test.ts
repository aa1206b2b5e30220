// The API tables (catalogue/api-tables/) against the installed packages: for each package the
// library runtime holds, its version is the table's, and every name and attribute the table lists
// exists in it (introspection, in the runtime's Python). Needs the library runtime (make-env.sh libraries).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIBRARIES_ENV, MAKE_LIBRARIES_ENV } from "../libraries/run-libraries.ts";
import { listApiTables, loadApiTable } from "../../catalogue/api-tables.ts";
import { scaled } from "../machine-load.ts";
import { PROBE_IDLE_MS, runWithin } from "../run-within.ts";

const python = join(LIBRARIES_ENV, "bin", "python");
const installed = existsSync(python);
if (!installed) console.log(`skipped the package-table introspection: the library runtime is not installed (${MAKE_LIBRARIES_ENV})`);

/** The packages the library runtime holds, by import name. */
const HELD = ["transformers", "sentence_transformers", "peft", "torch", "keras", "timm", "open_clip", "spacy", "bm25s"];

/**
 * One Python process probes every table (torch, which most of the packages import, is imported once, not
 * once per package: 74 s down to 11 s on an idle machine): one line per table, in order,
 * `probe: {json}` with its version and the listed names it lacks, or the error importing it raised.
 */
const PROBE_ALL_IDLE_MS = 2 * PROBE_IDLE_MS;
const PROBE = `
import importlib, json, sys
from importlib import metadata
for table in json.loads(sys.argv[1]):
    try:
        module = importlib.import_module(table["package"])
    except Exception as error:
        print("probe:", json.dumps({"error": f"import {table['package']}: {type(error).__name__}: {error}"}), flush=True)
        continue
    missing = []
    for name, attributes in table["names"].items():
        value, path = module, table["package"]
        try:
            for part in name.split("."):
                path += "." + part
                # A submodule the package does not import itself (bm25s.hf) is imported as the snippet does.
                value = getattr(value, part) if hasattr(value, part) else importlib.import_module(path)
        except (AttributeError, ImportError):
            missing.append(name)
            continue
        missing += [f"{name}.{a}" for a in attributes if not hasattr(value, a)]
    dist = {"sentence_transformers": "sentence-transformers", "open_clip": "open-clip-torch"}.get(table["package"], table["package"])
    print("probe:", json.dumps({"version": metadata.version(dist), "missing": missing}), flush=True)
`;

interface Found {
  version?: string;
  missing?: string[];
  error?: string;
}

describe("package tables against the installed packages", () => {
  const tables = listApiTables().filter((t) => HELD.includes(loadApiTable(t).package));

  it("cover the packages the library runtime holds", () => {
    expect(tables.map((t) => loadApiTable(t).package).sort()).toEqual([...HELD].sort());
  });

  /** What the probe found, by table: run once, when the first table's test asks. */
  let probed: Map<string, Found> | undefined;
  function probe(): Map<string, Found> {
    if (probed) return probed;
    const apis = tables.map((t) => loadApiTable(t));
    const r = runWithin(PROBE_ALL_IDLE_MS, `the probe of ${apis.map((a) => a.package).join(", ")} (python importing each) to exit`, python, ["-c", PROBE, JSON.stringify(apis)], {
      env: { ...process.env, TRANSFORMERS_VERBOSITY: "error", KERAS_BACKEND: "torch" },
    });
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.split("\n").filter((line) => line.startsWith("probe: "));
    expect(lines.length, r.stdout).toBe(tables.length);
    probed = new Map(tables.map((t, i) => [t, JSON.parse(lines[i]!.slice("probe: ".length)) as Found]));
    return probed;
  }

  it.skipIf(!installed).each(tables)("%s: the installed version, and every listed name exists", (table) => {
    const api = loadApiTable(table);
    const found = probe().get(table)!;
    expect(found.error, `${table}.yaml: ${api.package}`).toBeUndefined();
    expect(found.missing, `names ${table}.yaml lists that the installed ${api.package} lacks`).toEqual([]);
    expect(api.version.split(" ")[0], `${table}.yaml: version`).toBe(found.version!.replace(/\+.*$/, ""));
  }, scaled(PROBE_ALL_IDLE_MS + 30_000));
});
