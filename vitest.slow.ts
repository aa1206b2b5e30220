// The slow suites: they run snippets for real, kill processes and race them, install the package, run
// the README's commands, start a fresh process of the verify run or extract a revision, or import the
// installed Python libraries. `npm test` leaves them out (the loop of
// editing a template and checking it); `npm run test:slow` runs exactly them, and CI (.ci/run) runs both.
// They start in this order, the longest first (vitest.order.ts): the seconds are an idle CI run's, two at a time.
export const SLOW_SUITES = [
  "engine/extend.test.ts", // 81 s
  // a library created through the playground's dev server in a copy of the project, then its tests run there
  "playground/server/new-library-proof.test.ts", // 180 s beside other work
  "verify/isolation.test.ts", // 78 s
  "docs-commands.test.ts", // 76 s
  "engine/golden/faults.test.ts", // 27 s
  // introspection of the installed Python packages (each imports torch and transformers)
  "verify/python-api/installed.test.ts", // 24 s
  "verify/bad-input.test.ts", // 19 s
  "verify/fuzz.test.ts", // 14 s
  "engine/cli/faults.test.ts", // 13 s
  "scripts/build-package.test.ts", // 12 s
  "verify/verify.test.ts", // 7 s
  "verify/mock.test.ts", // 7 s
  "verify/python-api/library-tasks.test.ts", // 6 s
  // a fresh Node with tsx loading the verify run (its arguments; the runtimes on a bare PATH), a revision
  // extracted with git for the A/B bench
  "verify/runtimes/runtimes.test.ts", // 3 s
  "verify/run-args.test.ts", // 2 s
  "bench/ab.test.ts", // 2 s
  // the mock's media decoded with the library runtime, which CI makes while npm test runs
  "verify/media.test.ts", // 1 s
  "verify/python-api/clients-installed.test.ts", // 1 s
];
