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

const PROBE = `
import importlib, json, sys
from importlib import metadata
table = json.loads(sys.argv[1])
module = importlib.import_module(table["package"])
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
print(json.dumps({"version": metadata.version(dist), "missing": missing}))
`;

describe("package tables against the installed packages", () => {
  const tables = listApiTables().filter((t) => HELD.includes(loadApiTable(t).package));

  it("cover the packages the library runtime holds", () => {
    expect(tables.map((t) => loadApiTable(t).package).sort()).toEqual([...HELD].sort());
  });

  it.skipIf(!installed).each(tables)("%s: the installed version, and every listed name exists", (table) => {
    const api = loadApiTable(table);
    const r = runWithin(PROBE_IDLE_MS, `the probe of ${api.package} (python importing it) to exit`, python, ["-c", PROBE, JSON.stringify(api)], {
      env: { ...process.env, TRANSFORMERS_VERBOSITY: "error", KERAS_BACKEND: "torch" },
    });
    expect(r.status, r.stderr).toBe(0);
    const found = JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { version: string; missing: string[] };
    expect(found.missing, `names ${table}.yaml lists that the installed ${api.package} lacks`).toEqual([]);
    expect(api.version.split(" ")[0], `${table}.yaml: version`).toBe(found.version.replace(/\+.*$/, ""));
  }, scaled(PROBE_IDLE_MS + 30_000));
});
