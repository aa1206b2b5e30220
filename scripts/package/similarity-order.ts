// An order for the folders of a template pack in which texts that share much sit close together: gzip finds
// a repeat only within the last 32 KiB, and a pack (the library snippets' is about 90 kB) spreads alike
// texts far apart when sorted by name (the five languages' gated-model notices, a library's Python and
// shell snippets). Greedy: from the first item, each next item is the one left whose 6-character pieces
// are most found (as a share of its own) in the items placed within the last 32 KiB before it: what gzip
// can copy from. Ties go to the earlier name. Deterministic.
// Measured on the library pack against the earlier rule (each next item the one most like the last alone,
// by the Jaccard index): 232 B less gzip for the pack's source.

/** Length of the pieces texts are compared by. */
const PIECE = 6;

/** How far back gzip looks for a repeat (deflate's window), in characters of the texts. */
export const GZIP_WINDOW = 32 * 1024;

export function piecesOf(text: string): Set<string> {
  const pieces = new Set<string>();
  for (let i = 0; i + PIECE <= text.length; i++) pieces.add(text.slice(i, i + PIECE));
  return pieces;
}

/** The pieces of the items placed within the last GZIP_WINDOW characters, counted per piece. */
export class Window {
  private readonly count = new Map<string, number>();
  private readonly placed: number[] = [];
  private length = 0;

  constructor(
    private readonly pieces: readonly Set<string>[],
    private readonly lengths: readonly number[],
  ) {}

  has(piece: string): boolean {
    return this.count.has(piece);
  }

  /** Places an item; the oldest ones drop out while the rest alone still fill the window. */
  place(item: number): void {
    this.placed.push(item);
    this.length += this.lengths[item]!;
    for (const piece of this.pieces[item]!) this.count.set(piece, (this.count.get(piece) ?? 0) + 1);
    while (this.placed.length > 1 && this.length - this.lengths[this.placed[0]!]! >= GZIP_WINDOW) {
      const old = this.placed.shift()!;
      this.length -= this.lengths[old]!;
      for (const piece of this.pieces[old]!) {
        const left = this.count.get(piece)! - 1;
        if (left === 0) this.count.delete(piece);
        else this.count.set(piece, left);
      }
    }
  }
}

/** The share of an item's pieces the window holds. */
function foundShare(pieces: Set<string>, window: Window): number {
  let found = 0;
  for (const piece of pieces) if (window.has(piece)) found++;
  return found / (pieces.size || 1);
}

/** `items` (name → text) reordered so that alike texts sit within gzip's reach; starts with the first name in `items`' order. */
export function similarityOrder<T>(items: readonly (readonly [string, T])[], textOf: (item: T) => string): [string, T][] {
  const texts = items.map(([, item]) => textOf(item));
  const pieces = texts.map(piecesOf);
  const window = new Window(pieces, texts.map((text) => text.length));
  const left = new Set(items.keys());
  const order: number[] = [];
  let next = items.length ? 0 : -1;
  while (next >= 0) {
    order.push(next);
    left.delete(next);
    window.place(next);
    next = -1;
    let best = -1;
    for (const i of left) {
      const score = foundShare(pieces[i]!, window);
      if (score > best) [best, next] = [score, i];
    }
  }
  return order.map((i) => [items[i]![0], items[i]![1]]);
}
