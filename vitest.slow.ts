// The slow suites: they run snippets for real, kill processes and race them, install the package, run
// the README's commands, start a fresh process of the verify run or extract a revision, or import the
// installed Python libraries. `npm test` leaves them out (the loop of
// editing a template and checking it); `npm run test:slow` runs exactly them, and CI (.ci/run) runs both.
export const SLOW_SUITES = [
  "docs-commands.test.ts",
  "engine/extend.test.ts",
  "engine/golden/faults.test.ts",
  "engine/cli/faults.test.ts",
  "scripts/build-package.test.ts",
  "verify/isolation.test.ts",
  "verify/verify.test.ts",
  "verify/bad-input.test.ts",
  "verify/mock.test.ts",
  "verify/fuzz.test.ts",
  // introspection of the installed Python packages (each imports torch and transformers)
  "verify/python-api/installed.test.ts",
  "verify/python-api/library-tasks.test.ts",
  "verify/python-api/clients-installed.test.ts",
  // the mock's media decoded with the library runtime, which CI makes while npm test runs
  "verify/media.test.ts",
  // a fresh Node with tsx loading the verify run (its arguments; the runtimes on a bare PATH), a revision
  // extracted with git for the A/B bench
  "verify/run-args.test.ts",
  "verify/runtimes/runtimes.test.ts",
  "bench/ab.test.ts",
];
