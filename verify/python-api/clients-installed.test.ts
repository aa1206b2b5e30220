// The signature tables of the Python SDK clients (verify/python-api/clients/huggingface_hub.yaml,
// openai.yaml) are what the installed packages hold: extract.py --installed, run in the SDK environment,
// writes the same tables. Needs the SDK environment (make-env.sh sdk).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scaled } from "../machine-load.ts";
import { PROBE_IDLE_MS, runWithin } from "../run-within.ts";
import { CLIENTS_DIR } from "./clients.ts";

const python = join(import.meta.dirname, "../../.cache/venv-sdk/bin/python");
const installed = existsSync(python);
if (!installed) console.log("skipped the SDK signature-table introspection: the SDK environment is not installed (verify/runtimes/python/make-env.sh sdk)");
const out = mkdtempSync(join(tmpdir(), "client-tables-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the SDK signature tables against the installed packages", () => {
  it.skipIf(!installed)("are what extract.py reads from the installed huggingface_hub and openai", () => {
    const r = runWithin(PROBE_IDLE_MS, "extract.py reading the installed huggingface_hub and openai", python, [join(import.meta.dirname, "extract.py"), "--installed", "--out", out]);
    expect(r.status, r.stderr).toBe(0);
    for (const client of ["huggingface_hub", "openai"]) {
      expect(readFileSync(join(CLIENTS_DIR, `${client}.yaml`), "utf8"), `${client}.yaml: regenerate with .cache/venv-sdk/bin/python verify/python-api/extract.py --installed`).toBe(
        readFileSync(join(out, `${client}.yaml`), "utf8"),
      );
    }
  }, scaled(PROBE_IDLE_MS + 30_000));
});
