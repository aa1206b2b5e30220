// Packs the package and installs it into an empty project, offline, as a user would (npm install of
// the tarball): shared by the pack-install-use test and the cold-start benchmark.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

const npm = (args: string[], cwd: string) =>
  execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, npm_config_update_notifier: "false" } });

type LockEntry = { version?: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; dev?: boolean; optional?: boolean };

/**
 * A lockfile for the consumer: the tarball, and the package's runtime dependencies exactly as this
 * repository's lockfile has them (so `npm install --offline` needs no registry metadata, only the
 * tarballs `npm ci` put in npm's cache).
 */
function consumerLock(tarballName: string): object {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
  const self = lock.packages[""]!;
  const packages: Record<string, LockEntry> = {};
  // Node's resolution over the lockfile's paths: the nearest node_modules/<dep> up from the requirer.
  const resolveFrom = (from: string, dep: string): string | undefined => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
      const path = `${dir ? `${dir}/` : ""}node_modules/${dep}`;
      if (lock.packages[path]) return path;
      if (!dir) return undefined;
    }
  };
  const visit = (from: string, deps: Record<string, string> = {}) => {
    for (const dep of Object.keys(deps)) {
      const path = resolveFrom(from, dep);
      if (!path || packages[path]) continue;
      const { dev: _dev, ...entry } = lock.packages[path]!;
      packages[path] = entry;
      visit(path, { ...entry.dependencies, ...entry.optionalDependencies });
    }
  };
  visit("", self.dependencies);
  return {
    name: "consumer",
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { name: "consumer", dependencies: { "hub-snippets": `file:../${tarballName}` } },
      "node_modules/hub-snippets": { version: self.version, resolved: `file:../${tarballName}`, dependencies: self.dependencies, bin: { snippets: "bin/snippets.js" } },
      ...packages,
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
  const [packed] = JSON.parse(npm(["pack", "--json", "--pack-destination", work], root)) as [Packed];
  const project = join(work, "consumer");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  writeFileSync(join(project, "package-lock.json"), JSON.stringify(consumerLock(packed.filename)));
  npm(["install", join(work, packed.filename), "--offline", "--no-audit", "--no-fund"], project);
  return { packed, project };
}

