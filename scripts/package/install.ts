// Builds and packs the package and installs it into an empty project, offline, as a user would (npm
// install of the tarball): shared by the pack-install-use test, the browser test and the cold-start bench.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from "node:fs";
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
  buildPackage();
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


/**
 * The checkout's content: every file git tracks or would track (not ignored), path and bytes. Null
 * outside a git checkout.
 */
function contentKey(): string | null {
  let listed: string;
  try {
    listed = execFileSync("git", ["ls-files", "-z", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
  const hash = createHash("sha256");
  for (const path of [...new Set(listed.split("\0").filter(Boolean))].sort()) {
    const file = join(root, path);
    hash.update(`${path}\0`);
    try {
      const stat = lstatSync(file);
      if (stat.isSymbolicLink()) hash.update(`-> ${readlinkSync(file)}`);
      else if (stat.isFile()) hash.update(readFileSync(file));
    } catch {
      hash.update("(gone)");
    }
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Sleeps the thread (the callers are synchronous). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `scripts/build-package.ts`, once per content of the checkout: dist/package-key names the content the
 * package in dist/ was built from, and a build whose content is there already is not made again (the
 * browser tests and the slow suite each install the package). A lock file
 * keeps two test files that run at once from building into dist/ together.
 */
function buildPackage(): void {
  const lock = join(root, "dist", "package-build.lock");
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch {
      const holder = readFileSync(lock, { encoding: "utf8", flag: "a+" });
      if (holder !== "" && !alive(Number(holder))) rmSync(lock, { force: true });
      else pause(200);
    }
  }
  try {
    const marker = join(root, "dist", "package-key");
    const manifest = join(root, "dist", "package", "package.json");
    // The content's key, and the time of the build's manifest: a build made since by other means (npm
    // run build:package, npm run docs) is not taken for this one.
    const built = (key: string) => `${key} ${existsSync(manifest) ? statSync(manifest).mtimeMs : "none"}`;
    const key = contentKey();
    if (key !== null && existsSync(marker) && readFileSync(marker, "utf8") === built(key)) return;
    rmSync(marker, { force: true });
    execFileSync(join(root, "node_modules", ".bin", "tsx"), ["scripts/build-package.ts"], { cwd: root, stdio: "pipe" });
    if (key !== null) writeFileSync(marker, built(key));
  } finally {
    rmSync(lock, { force: true });
  }
}
