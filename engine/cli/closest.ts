// "Did you mean …?" for a mistyped command or flag: the closest known word by edit distance.

/** Levenshtein distance between two short words. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known word closest to `word`, when it is close enough to be a typo (at most a third of its letters differ). */
export function closest(word: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3));
  for (const candidate of known) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance <= bestDistance && (best === undefined || distance < bestDistance)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` Did you mean "x"?` or nothing. */
export function didYouMean(word: string, known: Iterable<string>): string {
  const match = closest(word, known);
  return match === undefined ? "" : ` Did you mean "${match}"?`;
}
