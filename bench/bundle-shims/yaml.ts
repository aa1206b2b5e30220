// The browser build's stand-in for `yaml` when the catalogue is converted to JSON at build time
// (bench/bundle.config.ts): JSON is YAML, and the files were parsed and checked by the real parser
// during the build, so parsing here is JSON.parse. Only what catalogue/load.ts uses.
export class LineCounter {
  linePos(_offset: number): { line: number; col: number } | undefined {
    return undefined;
  }
}

export function parseDocument(text: string, _options?: unknown) {
  let data: unknown;
  const errors: { pos: [number, number]; message: string }[] = [];
  try {
    data = JSON.parse(text);
  } catch (error) {
    errors.push({ pos: [0, 0], message: (error as Error).message });
  }
  return { errors, toJS: () => data };
}
