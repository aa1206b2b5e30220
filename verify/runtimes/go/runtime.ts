// Go: every snippet becomes a package of one program (`go build` links once, offline: GOPROXY=off);
// each run starts it naming its snippet.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { CACHE_ROOT, compileSettingAside, has, keyOf, outcomes, run, type Toolchain } from "../../toolchains.ts";
import { defineRuntime } from "../types.ts";

/** go: each failing package's errors come under `# verify/<key>` (go has no warnings). */
export const GO_ERROR = /^# verify\/(s[0-9a-f]{16})$/gm;

const GO_ENV = { GOPROXY: "off", GOFLAGS: "-mod=mod", GOTOOLCHAIN: "local", GOCACHE: join(CACHE_ROOT, "go-build"), GOPATH: join(CACHE_ROOT, "go-path") };

/** A Go snippet as package `key` of the one verify program: its `main` becomes the exported `Main`. */
export function goPackage(source: string, key: string): string | null {
  if (!/^package main\s*$/m.test(source) || !/^func main\(\) \{/m.test(source)) return null;
  return source.replace(/^package main\s*$/m, `package ${key}`).replace(/^func main\(\) \{/m, "func Main() {");
}

/** The Go program's entry point: runs the snippet its first argument names. */
function goDispatcher(keys: string[]): string {
  return [
    "package main",
    "",
    "import (",
    '\t"fmt"',
    '\t"os"',
    ...keys.map((k) => `\t${k} "verify/${k}"`),
    ")",
    "",
    "var snippets = map[string]func(){",
    ...keys.map((k) => `\t"${k}": ${k}.Main,`),
    "}",
    "",
    "func main() {",
    "\trun, ok := snippets[os.Args[1]]",
    "\tif !ok {",
    '\t\tfmt.Fprintln(os.Stderr, "verify: no snippet", os.Args[1])',
    "\t\tos.Exit(2)",
    "\t}",
    "\trun()",
    "}",
    "",
  ].join("\n");
}

const toolchain: Toolchain = {
  missing: () => (has("go", ["version"]) ? null : "go is not installed (apt-get install -y golang-go)"),
  // Every snippet becomes a package of one program (`go build` links once); each run starts it naming its snippet.
  async build(sources, dir) {
    const root = join(dir, "go");
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, "go.mod"), "module verify\n\ngo 1.19\n");
    const keys = sources.map(keyOf);
    const errors = new Map<string, string>();
    sources.forEach((source, i) => {
      const code = goPackage(source, keys[i]!);
      if (code === null) errors.set(keys[i]!, "not a Go program: no `package main` with `func main() {`");
      else {
        mkdirSync(join(root, keys[i]!), { recursive: true });
        writeFileSync(join(root, keys[i]!, "main.go"), code);
      }
    });
    // The program is kept in CACHE_ROOT under a hash of what it is built from: a run whose snippets did
    // not change does not even link.
    let program = "";
    const build = async (included: string[]) => {
      const dispatcher = goDispatcher(included);
      writeFileSync(join(root, "main.go"), dispatcher);
      program = join(CACHE_ROOT, "go", `verify-${keyOf([dispatcher, ...included].join("\n"))}`);
      if (existsSync(program)) return { code: 0, output: "" };
      const r = await run("go", ["build", "-o", "verify", "."], { cwd: root, env: GO_ENV });
      if (r.code === 0) {
        mkdirSync(dirname(program), { recursive: true });
        copyFileSync(join(root, "verify"), `${program}.tmp-${process.pid}`);
        renameSync(`${program}.tmp-${process.pid}`, program);
      }
      return r;
    };
    // The packages that fail are set aside, then the others built.
    const built = await compileSettingAside([...new Set(keys)], build, GO_ERROR, errors);
    return outcomes(keys, built, (key) => () => ({ command: program, args: [key], env: {} }));
  },
};

export default defineRuntime({
  language: "go",
  command: "go",
  args: ["run"],
  file: "main.go",
  toolchain,
});
