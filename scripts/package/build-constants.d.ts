// Constants the package build defines in its bundle (scripts/build-package.ts, esbuild's `define`); neither
// exists when the code runs from the sources. Code behind a test of one is left out of the package, or in.

/** The package's version, for `snippets --version`. */
declare const __PACKAGE_VERSION__: string | undefined;

/**
 * True in the installed package, which holds data and precompiled templates only: the catalogue's loader
 * (catalogue/load.ts), shared with the sources, tests it so that the build leaves out the YAML parsing,
 * validation and view projection the package never runs. Code only the repository runs lives apart
 * instead (repo-cli/, never imported by what the package ships).
 */
declare const __PACKAGE_BUILD__: boolean | undefined;
