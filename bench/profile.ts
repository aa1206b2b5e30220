// Runs one contender alone for a while, for `node --cpu-prof` (the bench prints a summary by stage;
// this is for reading the whole profile, e.g. in Chrome DevTools):
//   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.ts [ours|incumbent] [seconds] [inference|libraries]
import { incumbentFor, oursFor, timedInferenceCases } from "./inference.ts";
import { incumbentLibrarySnippets, timedLibraryRecords } from "./libraries.ts";
import { recordPool } from "./models.ts";
import { getLibrarySnippets } from "../engine/libraries/index.ts";

const which = process.argv[2] ?? "ours";
const seconds = Number(process.argv[3] ?? 5);
const line = process.argv[4] ?? "inference";

/** One pass over the line's records (library records: the next copy of each, as the bench takes them). */
function passes(): () => number {
  if (line === "libraries") {
    const pool = recordPool(timedLibraryRecords().records);
    const render = which === "ours" ? getLibrarySnippets : incumbentLibrarySnippets;
    let next = 0;
    return () => {
      const set = pool[next]!;
      next = (next + 1) % pool.length;
      let snippets = 0;
      for (const record of set) snippets += render(record).length;
      return snippets;
    };
  }
  const fns: (() => unknown[])[] = timedInferenceCases().cases.map((c) => (which === "ours" ? oursFor(c) : incumbentFor(c)));
  return () => {
    let snippets = 0;
    for (const fn of fns) snippets += fn().length;
    return snippets;
  };
}

const pass = passes();
const end = Date.now() + seconds * 1000;
let snippets = 0;
while (Date.now() < end) snippets += pass();
console.log(`${which} (${line}): ${Math.round(snippets / seconds)} snippets/s`);
