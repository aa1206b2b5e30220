// The rule that library snippets run as copied: a snippet reads no sample file the user does not have. A file a
// call reads is a public one (the catalogue's sample files, catalogue/inference/sample-inputs.yaml `files`: their
// URL, or hf_hub_download of the dataset's file); a file only the user can supply is named as theirs in a comment
// on its line or above it in its paragraph ("your ..."). Files a snippet writes (its output) are no input.
// sample-reads.test.ts holds every golden library snippet to it; the playground's New library form, a new one.

/** The extensions of media and document files a snippet could read. */
export const MEDIA = "jpe?g|png|webp|gif|bmp|tiff?|wav|flac|mp3|ogg|m4a|mp4|avi|mov|mkv|webm|pdf";
/** A string literal that is a local file's name or path with a media extension (not a URL). */
export const LOCAL_FILE = new RegExp(`(["'])((?![a-z]+://)[^"'\\s]*\\.(?:${MEDIA}))\\1`, "gi");
/** A line that writes the file: a save, a write, an export, an output path given by keyword (`output_wav="a.wav"`). */
export const WRITES = /\bsave\w*\(|\bwrite\w*\(|export_to_video\(|savefig\(|imwrite\(|to_file\(|\b(?:output|out|save)\w*=(?!=)/i;
/** A comment that names the file as the user's own. */
export const YOURS = /(#|\/\/).*\byour\b/i;

/**
 * Whether a comment above line `i`, in its paragraph (the lines back to a blank one), names the file as the
 * user's ("your ..."): a comment heads the statements that read the user's files.
 */
export function namedAbove(lines: string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && lines[j]!.trim() !== ""; j--) if (YOURS.test(lines[j]!)) return true;
  return false;
}

/** A file of a hub repository, downloaded by the snippet (`hf_hub_download("owner/name", "file.png", ...)`). */
export const HUB_FILE = /hf_hub_download\(\s*(?:repo_id=)?("[^"]*"|'[^']*'),\s*(?:filename=)?(["'])([^"']*)\2/g;

/** Each `<line>: "name"` of a snippet's lines that reads a sample file the user does not have. */
export function unreadable(lines: string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    const hubFiles = new Set([...line.matchAll(HUB_FILE)].map((m) => m[3]));
    for (const match of line.matchAll(LOCAL_FILE)) {
      if (hubFiles.has(match[2]!) || WRITES.test(line) || YOURS.test(line) || namedAbove(lines, i)) continue;
      found.push(`${i + 1}: ${match[0]}`);
    }
  });
  return found;
}
