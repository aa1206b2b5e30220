// The package's version, for `snippets --version`: written into the bundle by the package build,
// read from package.json when running from the sources.
import { readFileSync } from "node:fs";

export function packageVersion(): string {
  if (typeof __PACKAGE_VERSION__ === "string") return __PACKAGE_VERSION__;
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}
