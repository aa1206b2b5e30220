// The SDK floors the setup lines state are the versions the verify run runs: the JavaScript SDKs' floors
// (client.yaml `setup.floor`) are the devDependencies installed under the aliases js/runtime.ts names, the
// Python SDKs' oldest environment pins the versions the floors name; and a snippet runs at a variant's
// version only from the floor its install line states.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INFERENCE_CLIENTS } from "../../engine/inference/clients.ts";
import { compareVersions, statedFloor } from "../runner.ts";
import { FLOOR_ALIASES } from "./js/runtime.ts";
import { pinnedVersions } from "./python/runtime.ts";

const REPO = join(import.meta.dirname, "../..");
const devDependencies = (JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { devDependencies: Record<string, string> }).devDependencies;

describe("SDK floors", () => {
  it("a JavaScript SDK's floor is the exact version of its alias among the devDependencies", () => {
    for (const [name, alias] of Object.entries(FLOOR_ALIASES)) {
      const client = INFERENCE_CLIENTS.find((c) => c.language === "js" && c.setup.package === name)!;
      expect(client.setup.floor, name).toBeDefined();
      expect(devDependencies[alias], alias).toBe(`npm:${name}@${client.setup.floor}`);
      for (const r of client.setup.raise ?? []) expect(compareVersions(r.floor, client.setup.floor!), `${name} ${r.provider} ${r.task}`).toBeGreaterThan(0);
    }
  });

  it("a Python SDK's floor is no older than the oldest environment's version (which the run proves)", () => {
    const oldest = pinnedVersions(readFileSync(join(REPO, "verify/runtimes/python/requirements/sdk-oldest.txt"), "utf8"));
    for (const client of INFERENCE_CLIENTS.filter((c) => c.language === "python" && c.serves !== "http" && oldest[c.setup.package ?? ""])) {
      if (client.setup.floor) expect(compareVersions(client.setup.floor, oldest[client.setup.package!]!), client.client).toBeGreaterThanOrEqual(0);
    }
    expect(oldest).toMatchObject({ huggingface_hub: "1.33.0", openai: "2.54.0" });
  });

  it("reads the floor an install line states", () => {
    expect(statedFloor(['pip install "huggingface_hub>=1.33"'])).toBe("1.33");
    expect(statedFloor(['npm install "@huggingface/inference@>=4.13.28"'])).toBe("4.13.28");
    expect(statedFloor(["pip install openai"])).toBeUndefined();
    expect(compareVersions("1.33", "1.33.0")).toBe(0);
    expect(compareVersions("4.13.30", "4.9.0")).toBeGreaterThan(0);
  });
});
