// The version of a file's text that a save names: a 64-bit FNV-1a hash of its UTF-8 bytes, in hex.
// The page and the dev server compute it alike, so a save can say which text it started from.
const OFFSET = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;
const encoder = new TextEncoder();

export function contentVersion(text: string): string {
  let hash = OFFSET;
  for (const byte of encoder.encode(text)) hash = ((hash ^ BigInt(byte)) * PRIME) & MASK;
  return hash.toString(16).padStart(16, "0");
}
