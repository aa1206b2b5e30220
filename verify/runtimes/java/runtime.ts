// Java: one javac for every snippet not compiled yet, then one JVM (RunEach.java) runs them in turn.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CACHE_ROOT, compileSettingAside, has, keyOf, outcomes, run, withLock, type ProxySettings, type Toolchain } from "../../toolchains.ts";
import { defineRuntime } from "../types.ts";

const HERE = import.meta.dirname;

/** javac: `src/<key>/Main.java:12: error: …` (warnings say `warning:`). */
export const JAVA_ERROR = /^src\/(s[0-9a-f]{16})\/Main\.java:\d+: error: /gm;

/** The JVM options of a run: the run's proxy authority, and start-up over peak speed. */
const javaOptions = (proxy: ProxySettings) => [
  `-Djavax.net.ssl.trustStore=${proxy.trustStore}`, "-Djavax.net.ssl.trustStorePassword=verify", "-Djavax.net.ssl.trustStoreType=PKCS12",
  "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto",
];

const toolchain: Toolchain = {
  missing: () => (has("javac", ["-version"]) ? null : "javac is not installed (apt-get install -y openjdk-17-jdk-headless)"),
  // One javac for every snippet not compiled yet (each in package <key>, kept in CACHE_ROOT: a key is a
  // hash of the source), then one JVM (java/RunEach.java) runs them in turn.
  async build(sources) {
    const root = join(CACHE_ROOT, "java");
    const classes = join(root, "classes");
    const runner = join(root, `runner-${keyOf(readFileSync(join(HERE, "RunEach.java"), "utf8"))}`);
    const keys = sources.map(keyOf);
    const { errors, all } = await withLock(join(CACHE_ROOT, "java.lock"), async () => {
      const javac = (args: string[]) => run("javac", ["-nowarn", "-Xlint:none", "-proc:none", "-encoding", "UTF-8", ...args], { cwd: root });
      mkdirSync(classes, { recursive: true });
      if (!existsSync(join(runner, "RunEach.class"))) {
        const r = await javac(["-d", runner, join(HERE, "RunEach.java")]);
        if (r.code !== 0) return { errors: new Map<string, string>(), all: `java/RunEach.java does not compile:\n${r.output}` };
      }
      const missing = [...new Set(keys)].filter((k) => !existsSync(join(classes, k, "Main.class")));
      sources.forEach((source, i) => {
        if (!missing.includes(keys[i]!)) return;
        mkdirSync(join(root, "src", keys[i]!), { recursive: true });
        writeFileSync(join(root, "src", keys[i]!, "Main.java"), `package ${keys[i]};\n${source}`);
      });
      return compileSettingAside(
        missing,
        (list) => javac(["-d", classes, ...list.map((k) => join("src", k, "Main.java"))]),
        JAVA_ERROR,
      );
    });
    return outcomes(keys, { errors, all }, (key) => (proxy: ProxySettings) => ({
      snippet: key,
      server: { id: "java", command: "java", args: [...javaOptions(proxy), "-cp", runner, "RunEach", classes], env: {}, servers: 2, fixedDir: true },
    }));
  },
};

export default defineRuntime({
  language: "java",
  command: "java",
  file: "Main.java",
  toolchain,
});
