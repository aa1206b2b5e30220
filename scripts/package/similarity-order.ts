// An order for the folders of a template pack in which texts that share much sit side by side: gzip finds a
// repeat only within the last 32 kB, and a pack (the library snippets' is about 90 kB) spreads alike
// texts far apart when sorted by name (the five languages' gated-model notices, a library's Python and
// shell snippets). Greedy: from the first item, each next item is the one left most like the last, by
// the Jaccard index of their sets of 6-character pieces; ties go to the earlier name. Deterministic.

/** Length of the pieces texts are compared by. */
const PIECE = 6;

function piecesOf(text: string): Set<string> {
  const pieces = new Set<string>();
  for (let i = 0; i + PIECE <= text.length; i++) pieces.add(text.slice(i, i + PIECE));
  return pieces;
}

/** |a ∩ b| / |a ∪ b|. */
function jaccard(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const piece of small) if (large.has(piece)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

/** `items` (name → text) reordered so that alike texts follow each other; starts with the first name in `items`' order. */
export function similarityOrder<T>(items: readonly (readonly [string, T])[], textOf: (item: T) => string): [string, T][] {
  const pieces = items.map(([, item]) => piecesOf(textOf(item)));
  const left = new Set(items.keys());
  const order: number[] = [];
  let last = items.length ? 0 : -1;
  while (last >= 0) {
    order.push(last);
    left.delete(last);
    let next = -1;
    let best = -1;
    for (const i of left) {
      const score = jaccard(pieces[last]!, pieces[i]!);
      if (score > best) [best, next] = [score, i];
    }
    last = next;
  }
  return order.map((i) => [items[i]![0], items[i]![1]]);
}
