// "Did you mean": the known name closest to a mistyped one, for error messages of any command.

/** Edit distance (insert, delete, substitute, swap of neighbours) between two short strings. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known names closest to `value` (case-insensitive), at most `limit` of them, within a distance of
 * a third of the value's length (at least 2, but less than the value's length: two edits turn "py" into
 * "go" or "js", which share nothing with it); empty when nothing is close.
 */
export function closest(value: string, known: Iterable<string>, limit = 3): string[] {
  const wanted = value.toLowerCase();
  const max = Math.min(Math.max(2, Math.floor(wanted.length / 3)), wanted.length - 1);
  const scored: { name: string; distance: number }[] = [];
  for (const name of new Set(known)) {
    const lower = name.toLowerCase();
    // Long names far apart in length cannot be close; skip the table.
    if (Math.abs(lower.length - wanted.length) > max) continue;
    const distance = editDistance(wanted, lower);
    if (distance <= max) scored.push({ name, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || x.name.localeCompare(y.name));
  return scored.slice(0, limit).map((s) => s.name);
}

/** `did you mean "a" or "b"?`, or "" when nothing is close. */
export function didYouMean(value: string, known: Iterable<string>): string {
  return suggestion(closest(value, known));
}

/** `did you mean "a", "b" or "c"?` for names already chosen, or "" for none. */
export function suggestion(names: readonly string[]): string {
  if (names.length === 0) return "";
  const quoted = names.map((n) => `"${n}"`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
  return `did you mean ${list}?`;
}

/** `unknown <what> "<value>"; known <what>s: …; did you mean …?` — the whole message. */
export function unknownName(what: string, value: string, known: readonly string[], plural = `${what}s`): string {
  const hint = didYouMean(value, known);
  return `unknown ${what} "${value}"; known ${plural}: ${[...known].sort().join(", ")}${hint ? `; ${hint}` : ""}`;
}
