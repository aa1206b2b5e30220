// Every language runtime says, for each of its clients, how it runs here or why not and what to install;
// on a machine without a runtime (here: a PATH that holds only node) its clients are skipped, each with
// one line naming the Debian packages (or the command) that bring it, and nothing fails.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { INFERENCE_CLIENTS } from "../../engine/inference/clients.ts";
import { runtimes } from "../runner.ts";
import { languageRuntimes } from "./index.ts";

const REPO = join(import.meta.dirname, "../..");
const bare = mkdtempSync(join(tmpdir(), "verify-bare-path-"));
afterAll(() => rmSync(bare, { recursive: true, force: true }));

/** runtimes() in a child process whose PATH holds only `node`. */
function runtimesWithoutAnything(): { runnable: string[]; skipped: Record<string, string> } {
  symlinkSync(process.execPath, join(bare, "node"));
  const script = `const { runtimes } = await import(${JSON.stringify(join(REPO, "verify/runner.ts"))});
const { runnable, skipped } = runtimes();
console.log(JSON.stringify({ runnable: [...runnable.keys()], skipped: Object.fromEntries(skipped) }));`;
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: REPO,
    encoding: "utf8",
    // and no virtual environment for the Python SDKs
    env: { PATH: bare, HOME: process.env.HOME ?? tmpdir(), VERIFY_SDK_ENV: join(bare, "no-venv"), VERIFY_SDK_OLDEST_ENV: join(bare, "no-venv") },
  });
  return JSON.parse(out.trim().split("\n").at(-1)!);
}

/** What a skip reason must hold: what to install, or the command that makes it. */
const INSTALL = /apt-get install|make-env\.sh|PyPI/;

describe("language runtimes", () => {
  it("say for every client how it runs here or what to install", () => {
    const { runnable, skipped } = runtimes();
    for (const runtime of Object.values(languageRuntimes)) {
      for (const { client } of INFERENCE_CLIENTS.filter((c) => c.language === runtime.language)) {
        const id = `${runtime.language}/${client}`;
        if (!runnable.has(id)) expect(skipped.get(id), id).toMatch(INSTALL);
      }
    }
    for (const [id, reason] of skipped) console.log(`skipped ${id}: ${reason}`);
  });

  it("skip every client whose runtime is missing, naming what to install (a PATH with only node)", () => {
    const { runnable, skipped } = runtimesWithoutAnything();
    // Node is the one runtime left: the JavaScript clients run (the tests run with this very Node), the SDKs
    // at their newest and at their floors.
    expect(runnable.sort()).toEqual(["js/fetch", "js/huggingface.js", "js/huggingface.js@floor", "js/openai", "js/openai@floor"]);
    expect(skipped["python/huggingface_hub@oldest"]).toContain("make-env.sh sdk-oldest");
    const all = INFERENCE_CLIENTS.filter((c) => languageRuntimes[c.language]).map((c) => `${c.language}/${c.client}`);
    for (const id of all.filter((c) => !c.startsWith("js/"))) expect(skipped[id], id).toMatch(INSTALL);
    expect(skipped["php/http"]).toContain("apt-get install -y php-cli php-curl");
    expect(skipped["go/http"]).toContain("golang-go");
  });
});
