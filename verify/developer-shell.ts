// The environment of a developer's shell, for the tests that run the project's commands as someone would
// type them (docs-commands.test.ts in the repository, extend.test.ts and new-library-proof.test.ts in a
// copy of it): the test run's own environment without what the test run itself sets.
//   NODE_ENV=test           vitest's; it makes `npm run build` a development build
//   VITEST*                 vitest's own
//   SNIPPETS_TESTS          which suites this run takes (npm test, test:slow)
//   SNIPPETS_FAST_TEMPLATES the renderer check of vitest.config.ts: every CLI run would render each snippet
//                           twice (a vitest run started in the shell sets it again from its own config)

/** `process.env` as a developer's shell has it, with `extra` set over it. */
export function developerShellEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...process.env, ...extra })) {
    if (value === undefined || name === "NODE_ENV" || name === "SNIPPETS_TESTS" || name === "SNIPPETS_FAST_TEMPLATES" || name.startsWith("VITEST")) continue;
    env[name] = value;
  }
  return env;
}
