// The fuzz's fixed seeds (verify/fuzz-seeds.yaml), read and checked.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";

const FILE = "verify/fuzz-seeds.yaml";
const seed = z.number().int();
const schema = z.strictObject({
  test: z.strictObject({ seed, runs: z.number().int().positive() }),
  gate: z.strictObject({ seeds: z.array(seed).min(1), runs: z.number().int().positive() }),
});

export type FuzzSeeds = z.infer<typeof schema>;

export function loadFuzzSeeds(): FuzzSeeds {
  const result = schema.safeParse(parse(readFileSync(new URL("./fuzz-seeds.yaml", import.meta.url), "utf8")));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${FILE}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return result.data;
}
