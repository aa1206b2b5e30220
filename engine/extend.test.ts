// Adding a thing touches only its own documented places. Each addition is made in a temporary copy of
// the project: a library, an inference client, an interpreted language that the verify run executes, a
// plain provider and a local app. In each copy the CLI, started fresh, renders the addition, the golden
// harness accepts its outputs, the tests that hold its kind of thing pass, and nothing changed outside
// the addition's own paths and the golden outputs generated for it.
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import fg from "fast-glob";
import { afterAll, describe, expect, it } from "vitest";
import { developerShellEnv } from "../verify/developer-shell.ts";
import { scaled } from "../verify/machine-load.ts";

const ROOT = resolve(import.meta.dirname, "..");
const copies: string[] = [];

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
}, scaled(120_000));

/** The project's files, as a clone has them (no dependencies, caches or build output). */
const PROJECT_FILES = fg.sync("**/*", {
  cwd: ROOT,
  dot: true,
  ignore: ["**/node_modules/**", ".git/**", ".cache/**", "dist/**", "test-output/**", "**/*.tgz"],
});

/** A copy of the project whose node_modules is the project's. */
function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), "snippets-extend-"));
  copies.push(copy);
  for (const file of PROJECT_FILES) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));
  return copy;
}

function snapshot(dir: string): Map<string, string> {
  const files = fg.sync("**/*", { cwd: dir, ignore: ["node_modules/**", ".cache/**"], dot: true });
  return new Map(files.map((f) => [f, readFileSync(join(dir, f), "utf8")]));
}

function write(copy: string, file: string, text: string): void {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), text);
}

/**
 * A developer's shell in the copy. The copy's vitest run sets the renderer check again for its golden and
 * template tests, which compare the two renderers on every case, the additions' included.
 */
const shellEnv = developerShellEnv({ SNIPPETS_CLI: "", NO_COLOR: "1", FORCE_COLOR: "0" });

function run(copy: string, command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: copy, encoding: "utf8", env: shellEnv, stdio: ["ignore", "pipe", "pipe"] });
}

const cli = (copy: string, ...args: string[]) => run(copy, process.execPath, [join(copy, "bin/snippets.js"), ...args]);
const vitest = (copy: string, ...files: string[]) => run(copy, process.execPath, [join(copy, "node_modules/vitest/vitest.mjs"), "run", ...files]);

interface Addition {
  what: string;
  /** Makes the addition in the copy; returns the files it wrote or edited. */
  add: (copy: string) => string[];
  /** Golden outputs the addition may create (new files only): a pattern over their paths. */
  outputs: RegExp;
  /** The test files that hold this kind of thing, run in the copy. */
  tests: string[];
  /** More checks in the copy, after the golden outputs were accepted. */
  check?: (copy: string) => void;
}

const ADDITIONS: Addition[] = [
  {
    what: "a library: its catalogue entry and API table (and the reviewed drift from the hub's list), its templates folder, its golden case",
    add(copy) {
      appendFileSync(
        join(copy, "catalogue/libraries.yaml"),
        "zz-throwaway:\n  apiTables: [throwaway]\n  prettyLabel: Throwaway\n  repoName: throwaway\n  repoUrl: https://example.com/throwaway\n  snippets: true\n",
      );
      appendFileSync(
        join(copy, "catalogue/drift-allow.yaml"),
        "- section: libraries\n  what: libraries.zz-throwaway\n  reason: A library the hub does not list yet.\n",
      );
      // Its API table: the names its Python snippets take from the package.
      write(
        copy,
        "catalogue/api-tables/throwaway.yaml",
        "# yaml-language-server: $schema=../../schemas/api-table.json\npackage: throwaway\nversion: 1.0.0\nsources:\n  - https://example.com/throwaway\nnames:\n  load: []\n",
      );
      write(copy, "templates/python/zz-throwaway/usage.hbs", "{{> notices/_gated}}\nimport throwaway\n\nmodel = throwaway.load({{py id}})\n");
      write(copy, "golden/cases/libraries/zz-throwaway/usage.yaml", "# yaml-language-server: $schema=../../../../schemas/golden-case.json\ndescription: A throw-away library.\nmodel:\n  id: acme/thing\n  library_name: zz-throwaway\n");
      return ["catalogue/libraries.yaml", "catalogue/drift-allow.yaml", "catalogue/api-tables/throwaway.yaml", "templates/python/zz-throwaway/usage.hbs", "golden/cases/libraries/zz-throwaway/usage.yaml"];
    },
    outputs: /^golden\/libraries\/zz-throwaway\//,
    tests: ["engine/libraries/libraries.test.ts", "engine/notices.test.ts", "catalogue/catalogue.test.ts", "catalogue/drift/drift.test.ts", "verify/python-api/libraries.test.ts", "repo-cli/schema.test.ts"],
    check(copy) {
      expect(readFileSync(join(copy, "golden/libraries/zz-throwaway/usage/python/zz-throwaway/usage.py"), "utf8")).toBe(
        'import throwaway\n\nmodel = throwaway.load("acme/thing")\n',
      );
    },
  },
  {
    what: "an inference client: one folder",
    add(copy) {
      // An HTTP client is written by flow: it has each flow partial, or says why it does without one.
      const without = ["_imports", "_poll", "_queue", "_get_json", "_print", "_save", "_download", "_stream"];
      write(
        copy,
        "templates/python/zz-client/client.yaml",
        `order: 45\nserves: http\nwithout:\n${without.map((flow) => `  ${flow}: a throw-away client that only names the URL\n`).join("")}setup:\n  install: []\n`,
      );
      write(copy, "templates/python/zz-client/_default.hbs", "{{> notices/_gated}}\n# zz-client\n{{> _request}}\n");
      write(copy, "templates/python/zz-client/_request.hbs", "url = {{py url}}\n");
      return ["templates/python/zz-client/client.yaml", "templates/python/zz-client/_default.hbs", "templates/python/zz-client/_request.hbs"];
    },
    outputs: /^golden\/.*\/python\/zz-client\/[^/]+\.py$/,
    tests: ["engine/inference/request.test.ts", "engine/inference/clients.test.ts", "engine/render/templates.test.ts", "engine/notices.test.ts"],
    check(copy) {
      expect(readFileSync(join(copy, "golden/basic/summarization/python/zz-client/hf-inference.py"), "utf8")).toBe(
        '# zz-client\nurl = "https://router.huggingface.co/hf-inference/models/facebook/bart-large-cnn"\n',
      );
    },
  },
  {
    what: "an interpreted language: its definition, its templates folder, its verify runtime folder",
    add(copy) {
      // A Python dialect with helpers of its own, whose HTTP client is Python's requests client under
      // other helper names: the verify run executes it with python3, as a process per snippet.
      write(
        copy,
        "engine/languages/zzpy.ts",
        [
          'import { pipInstall, pyAccess, pyLiteral } from "./python.ts";',
          'import { defineLanguage, identifierRule } from "./types.ts";',
          "",
          "export default defineLanguage({",
          '  lineComment: "#",',
          "  installPackage: pipInstall,",
          '  isIdentifier: identifierRule(["None", "True", "False", "def", "import", "from", "class", "return"]),',
          "  literals: { zzpy: pyLiteral },",
          "  helpers: { zzpyAccess: pyAccess },",
          '  grammar: { name: "python", holding: (literal) => `x = ${literal}\\n` },',
          '  highlighter: { lezer: "python" },',
          "});",
          "",
        ].join("\n"),
      );
      const added = ["engine/languages/zzpy.ts"];
      for (const file of fg.sync("*", { cwd: join(copy, "templates/python/requests") })) {
        const text = readFileSync(join(copy, "templates/python/requests", file), "utf8");
        write(copy, `templates/zzpy/http/${file}`, text.replaceAll("{{py ", "{{zzpy ").replaceAll("(py ", "(zzpy ").replaceAll("pyAccess", "zzpyAccess").replaceAll('comment "python"', 'comment "zzpy"'));
        added.push(`templates/zzpy/http/${file}`);
      }
      // The notices every snippet of a model may carry (a gated repository's), in the language's comments.
      const notice = readFileSync(join(copy, "templates/python/notices/_gated.hbs"), "utf8");
      write(copy, "templates/zzpy/notices/_gated.hbs", notice.replaceAll('comment "python"', 'comment "zzpy"'));
      added.push("templates/zzpy/notices/_gated.hbs");
      write(
        copy,
        "verify/runtimes/zzpy/runtime.ts",
        [
          'import { defineRuntime } from "../types.ts";',
          "",
          "export default defineRuntime({",
          '  language: "zzpy",',
          '  command: "python3",',
          "  args: [],",
          '  file: "snippet.py",',
          "  clients: ({ has, start }) => ({",
          '    http: has("python3", ["-c", "import requests"]) ? start() : "python3 with requests is not installed (apt-get install -y python3-requests)",',
          "  }),",
          "});",
          "",
        ].join("\n"),
      );
      added.push("verify/runtimes/zzpy/runtime.ts");
      return added;
    },
    outputs: /^golden\/.*\/zzpy\/http\/[^/]+\.zzpy$/,
    tests: ["engine/languages/languages.test.ts", "engine/golden/golden.test.ts", "engine/module-graph.test.ts"],
    check(copy) {
      const python = readFileSync(join(copy, "golden/basic/summarization/python/requests/hf-inference.py"), "utf8");
      expect(readFileSync(join(copy, "golden/basic/summarization/zzpy/http/hf-inference.zzpy"), "utf8")).toBe(python);
      // The verify run finds the runtime by its folder and runs the new language's snippets against the mock.
      if (spawnOk("python3", ["-c", "import requests"])) {
        const out = run(copy, process.execPath, ["--import", "tsx", join(copy, "verify/run.ts"), "basic/*", "--client", "zzpy/http", "--no-fuzz"]);
        expect(out).toMatch(/languages: zzpy (\d+)\/\1 passed/);
        expect(out).toMatch(/\n(\d+) passed, 0 failed/);
      }
    },
  },
  {
    what: "a plain provider: its entry in catalogue/providers.yaml (and the reviewed drift from the official client)",
    add(copy) {
      appendFileSync(
        join(copy, "catalogue/providers.yaml"),
        "zz-cloud:\n  apiKeyEnv: ZZ_CLOUD_API_KEY\n  authScheme: Bearer\n  chat: true\n  chatPath: /v1/chat/completions\n  direct: https://api.zz-cloud.example\n  label: ZZ Cloud\n  router: zz-cloud\n  sdkLacks: {}\n  tasks: {}\n",
      );
      // The official client does not know this one: its drift from the client is reviewed and allowed.
      appendFileSync(
        join(copy, "catalogue/drift-allow.yaml"),
        "- section: providers\n  what: providers.zz-cloud\n  reason: A provider the official client does not serve yet.\n",
      );
      return ["catalogue/providers.yaml", "catalogue/drift-allow.yaml", "golden/cases/conversational/llm.yaml"];
    },
    outputs: /^golden\/conversational\/llm\/[^/]+\/[^/]+\/zz-cloud\.[A-Za-z]+$/,
    tests: ["engine/inference/request.test.ts", "catalogue/catalogue.test.ts", "catalogue/drift/drift.test.ts"],
    check(copy) {
      const curl = readFileSync(join(copy, "golden/conversational/llm/sh/curl/zz-cloud.sh"), "utf8");
      expect(curl).toContain("https://router.huggingface.co/v1/chat/completions");
      expect(curl).toContain(":zz-cloud");
    },
  },
  {
    what: "a local app: its catalogue entry, its template, its golden case",
    add(copy) {
      appendFileSync(
        join(copy, "catalogue/local-apps.yaml"),
        [
          "zz-runner:",
          "  checked:",
          "    date: '2026-11-24'",
          "    forms:",
          "      - source: https://example.com/zz-runner/docs",
          "        text: 'zz-runner run hf.co/{id}'",
          "  docsUrl: https://example.com/zz-runner/docs",
          "  label: ZZ Runner",
          "  mainTask: text-generation",
          "  platforms: [linux]",
          "  serves:",
          "    - files: gguf",
          "  snippets:",
          "    - run: zz-runner-run",
          "      title: Run the model",
          "",
        ].join("\n"),
      );
      write(copy, "templates/sh/local-apps/zz-runner-run.hbs", 'zz-runner run {{sh (concat "hf.co/" ref)}}\n');
      return ["catalogue/local-apps.yaml", "templates/sh/local-apps/zz-runner-run.hbs"];
    },
    outputs: /^golden\/local-apps\/[^/]+\/(apps\.json|zz-runner\/sh\/local-apps\/zz-runner-run\.sh)$/,
    tests: ["engine/local-apps/local-apps.test.ts", "catalogue/local-apps.test.ts", "catalogue/drift/drift.test.ts"],
    check(copy) {
      const run = readFileSync(join(copy, "golden/local-apps/gguf-chat/zz-runner/sh/local-apps/zz-runner-run.sh"), "utf8");
      expect(run).toBe("zz-runner run 'hf.co/bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M'\n");
    },
  },
];

function spawnOk(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("an addition touches only its own places", () => {
  // One copy takes the additions one after the other (each is checked against the copy as the one before
  // left it), then runs the tests of every kind at once: one copy and one vitest start instead of five,
  // which halves this suite's CPU time.
  let copy = "";
  // The copy as the last addition's test left it (its snapshot after the update): the next addition's
  // "before", read once instead of twice. Its checks write nothing in the copy (the verify run works in a
  // temporary folder and .cache/); a file they wrote would show as the next addition's change and fail it.
  let last: Map<string, string> | undefined;
  for (const addition of ADDITIONS) {
    it(addition.what, () => {
      copy ||= copyProject();
      const before = last ?? snapshot(copy);
      last = undefined;
      const added = addition.add(copy);
      // A provider shows in a golden case once the case names it (cases are test data).
      if (added.includes("golden/cases/conversational/llm.yaml")) {
        const file = join(copy, "golden/cases/conversational/llm.yaml");
        writeFileSync(file, readFileSync(file, "utf8").replace(/^providers:\n/m, "providers:\n- zz-cloud\n"));
      }
      // The new outputs are missing until accepted: the update compares before it writes (what `golden`
      // checks) and says what it found, so one fresh process shows them missing and writes them.
      expect(cli(copy, "golden", "--update")).toMatch(/^Updated golden files: \d+ changed, [1-9]\d* added, \d+ removed\.\n/);
      expect(cli(copy, "golden")).toMatch(/0 differ, 0 missing, 0 orphaned/);
      const after = snapshot(copy);
      const changed = [...after.keys()].filter((f) => before.get(f) !== after.get(f));
      const generated = changed.filter((f) => !added.includes(f));
      expect(generated.length).toBeGreaterThan(0);
      // Everything else that changed is a new golden output of the addition (or a local-app case's list of
      // apps, or a reference page: the pages show every client and provider, docs-site/golden/).
      const page = (f: string) => f.startsWith("docs-site/golden/");
      expect(generated.filter((f) => !addition.outputs.test(f) && !page(f))).toEqual([]);
      expect(generated.filter((f) => before.has(f) && !f.endsWith("apps.json") && !page(f))).toEqual([]);
      expect([...before.keys()].filter((f) => !after.has(f))).toEqual([]);
      addition.check?.(copy);
      last = after;
    }, scaled(120_000));
  }

  it("the tests that hold each kind of thing pass with every addition in", () => {
    expect(copy, "the additions ran").not.toBe("");
    const tests = [...new Set(ADDITIONS.flatMap((addition) => addition.tests))];
    // vitest exits non-zero (execFileSync throws, with its output) when a test fails
    expect(vitest(copy, ...tests)).not.toMatch(/\bfailed\b/);
    // About 40 s alone on two cores, longer while the other slow suites run beside it.
  }, scaled(300_000));
});
