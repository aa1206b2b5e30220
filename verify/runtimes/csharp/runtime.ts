// C#: one mcs call compiles every snippet with RunEach.cs into one program; one Mono process runs them in turn.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { CACHE_ROOT, compileSettingAside, has, keyOf, outcomes, run, withLock, writeIfChanged, type ProxySettings, type Toolchain } from "../../toolchains.ts";
import { defineRuntime } from "../types.ts";

const HERE = import.meta.dirname;

/** mcs: `src/<key>.cs(12,5): error CS0103: …` (warnings say `warning CS…`). */
export const CSHARP_ERROR = /^src\/(s[0-9a-f]{16})\.cs\(\d+,\d+\): error /gm;

/** Newtonsoft.Json as Debian installs it for Mono (libnewtonsoft-json-cil-dev). */
function newtonsoft(): string | null {
  const gac = "/usr/lib/mono/gac/Newtonsoft.Json";
  if (!existsSync(gac)) return null;
  const version = readdirSync(gac).sort().at(-1);
  return version ? join(gac, version, "Newtonsoft.Json.dll") : null;
}

/**
 * A home folder whose Mono certificate store trusts the run's authority: Mono's TLS (btls) reads trusted
 * roots from ~/.config/.mono/new-certs/Trust, files named by OpenSSL's subject hash.
 */
function monoHome(caFile: string): string {
  const home = join(dirname(caFile), "mono-home");
  const trust = join(home, ".config", ".mono", "new-certs", "Trust");
  if (!existsSync(trust)) {
    mkdirSync(trust, { recursive: true });
    const hash = spawnSync("openssl", ["x509", "-subject_hash", "-noout", "-in", caFile], { encoding: "utf8" }).stdout.trim();
    copyFileSync(caFile, join(trust, `${hash}.0`));
  }
  return home;
}

const toolchain: Toolchain = {
  missing: () => {
    if (!has("mcs", ["--version"]) || !has("mono", ["--version"])) return "mcs and mono are not installed (apt-get install -y mono-mcs libmono-system-net-http4.0-cil)";
    return newtonsoft() ? null : "Newtonsoft.Json is not installed (apt-get install -y libnewtonsoft-json-cil-dev)";
  },
  // One mcs call compiles every snippet (each inside namespace <key>) with csharp/RunEach.cs into one
  // program, kept in CACHE_ROOT under a hash of its sources; one Mono process then runs them in turn.
  async build(sources) {
    const root = join(CACHE_ROOT, "csharp");
    const json = newtonsoft()!;
    const host = join(HERE, "RunEach.cs");
    const keys = sources.map(keyOf);
    const unique = [...new Set(keys)].sort();
    const text = new Map(keys.map((k, i) => [k, sources[i]!]));
    const { program, errors, all } = await withLock(join(CACHE_ROOT, "csharp.lock"), async () => {
      mkdirSync(join(root, "src"), { recursive: true });
      for (const key of unique) writeIfChanged(join(root, "src", `${key}.cs`), `namespace ${key}\n{\n${text.get(key)}\n}\n`);
      let built = "";
      const mcs = async (list: string[]) => {
        built = join(root, `verify-${keyOf([readFileSync(host, "utf8"), ...list].join("\n"))}.exe`);
        if (existsSync(built)) return { code: 0, output: "" };
        const r = await run("mcs", ["-nowarn:28", "-main:RunEach", "-r:System.Net.Http.dll", `-r:${json}`, `-out:${built}.tmp`, host, ...list.map((k) => join("src", `${k}.cs`))], { cwd: root });
        if (r.code === 0) copyFileSync(`${built}.tmp`, built);
        rmSync(`${built}.tmp`, { force: true });
        return r;
      };
      const result = await compileSettingAside(unique, mcs, CSHARP_ERROR);
      return { program: built, ...result };
    });
    return outcomes(keys, { errors, all }, (key) => (proxy: ProxySettings) => ({
      snippet: key,
      server: { id: "csharp", command: "mono", args: [program], env: { MONO_PATH: dirname(json), HOME: monoHome(proxy.caFile) }, servers: 2 },
    }));
  },
};

export default defineRuntime({
  language: "csharp",
  command: "dotnet",
  args: ["run"],
  file: "Program.cs",
  toolchain,
});
