// Builds and packs the package and installs it into an empty project, offline, as a user would (npm
// install of the tarball): shared by the pack-install-use test, the browser test and the cold-start bench.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

const npm = (args: string[], cwd: string) =>
  execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, npm_config_update_notifier: "false" } });

/**
 * A lockfile for the consumer: the tarball alone (the package has no runtime dependency), so that
 * `npm install --offline` needs no registry.
 */
function consumerLock(tarballName: string, version: string): object {
  return {
    name: "consumer",
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { name: "consumer", dependencies: { "hub-snippets": `file:../${tarballName}` } },
      "node_modules/hub-snippets": { version, resolved: `file:../${tarballName}`, license: "Apache-2.0", bin: { snippets: "bin/snippets.js" } },
    },
  };
}

export interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}

/**
 * Builds the package, packs it into `work` and installs the tarball into `work/consumer`, an empty
 * project, offline. Returns what npm pack reported and the project's folder.
 */
export function packAndInstall(work: string): { packed: Packed; project: string } {
  execFileSync(join(root, "node_modules", ".bin", "tsx"), ["scripts/build-package.ts"], { cwd: root, stdio: "pipe" });
  // The package as scripts/build-package.ts assembles it in dist/package/.
  const [packed] = JSON.parse(npm(["pack", "--json", "--pack-destination", work, "./dist/package"], root)) as [Packed];
  const project = join(work, "consumer");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
  writeFileSync(join(project, "package-lock.json"), JSON.stringify(consumerLock(packed.filename, version)));
  npm(["install", join(work, packed.filename), "--offline", "--no-audit", "--no-fund"], project);
  return { packed, project };
}

