// Runs one contender alone for a while, for `node --cpu-prof` (the bench prints a summary by stage;
// this is for reading the whole profile, e.g. in Chrome DevTools):
//   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.ts [ours|incumbent] [seconds]
import { incumbentFor, oursFor, timedInferenceCases } from "./inference.ts";

const which = process.argv[2] ?? "ours";
const seconds = Number(process.argv[3] ?? 5);
const fns: (() => unknown[])[] = timedInferenceCases().cases.map((c) => (which === "ours" ? oursFor(c) : incumbentFor(c)));
const end = Date.now() + seconds * 1000;
let snippets = 0;
while (Date.now() < end) for (const fn of fns) snippets += fn().length;
console.log(`${which}: ${Math.round(snippets / seconds)} snippets/s`);
