// Constants the package build defines in its bundle (scripts/build-package.ts, esbuild's `define`); neither
// exists when the code runs from the sources. Code behind a test of one is left out of the package, or in.

/** The package's version, for `snippets --version`. */
declare const __PACKAGE_VERSION__: string | undefined;

/**
 * True in the installed package, which holds data and precompiled templates only: a branch that parses YAML,
 * runs zod or works on golden files is tested against it, so that the build leaves it out.
 */
declare const __PACKAGE_BUILD__: boolean | undefined;
