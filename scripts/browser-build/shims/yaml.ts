// The lean browser build's stand-in for `yaml` in the catalogue's loader (scripts/browser-build/lean.ts): every
// catalogue file was parsed and checked by the real parser at build time and ships as data, so the
// loader parses nothing; should it, JSON (which is YAML) is what it can read. Only what catalogue/load.ts uses.
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
