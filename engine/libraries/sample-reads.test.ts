// Library snippets run as copied: no golden library snippet reads a sample file the user does not have. A file
// a call reads is a public one (the catalogue's sample files, catalogue/inference/sample-inputs.yaml `files`: their
// URL, or hf_hub_download of the dataset's file); a file only the user can supply (a recording of their own voice
// to clone) is named as theirs in a comment on its line or above it in its paragraph ("your ..."). Files a snippet
// writes (its output) are no input. The failure lists each read found: their number is the count to bring to 0.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
/** The extensions of media and document files a snippet could read. */
const MEDIA = "jpe?g|png|webp|gif|bmp|tiff?|wav|flac|mp3|ogg|m4a|mp4|avi|mov|mkv|webm|pdf";
/** A string literal that is a local file's name or path with a media extension (not a URL). */
const LOCAL_FILE = new RegExp(`(["'])((?![a-z]+://)[^"'\\s]*\\.(?:${MEDIA}))\\1`, "gi");
/** A line that writes the file: a save, a write, an export, an output path given by keyword (`output_wav="a.wav"`). */
const WRITES = /\bsave\w*\(|\bwrite\w*\(|export_to_video\(|savefig\(|imwrite\(|to_file\(|\b(?:output|out|save)\w*=(?!=)/i;
/** A comment that names the file as the user's own. */
const YOURS = /(#|\/\/).*\byour\b/i;

/**
 * Whether a comment above line `i`, in its paragraph (the lines back to a blank one), names the file as the
 * user's ("your ..."): a comment heads the statements that read the user's files.
 */
function namedAbove(lines: string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && lines[j]!.trim() !== ""; j--) if (YOURS.test(lines[j]!)) return true;
  return false;
}

/** A file of a hub repository, downloaded by the snippet (`hf_hub_download("owner/name", "file.png", ...)`). */
const HUB_FILE = /hf_hub_download\(\s*(?:repo_id=)?("[^"]*"|'[^']*'),\s*(?:filename=)?(["'])([^"']*)\2/g;

/** Each `<line>: "name"` of a snippet's lines that reads a sample file the user does not have. */
function unreadable(lines: string[]): string[] {
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

/** Each `file:line: "name"` of the golden library snippets that reads a sample file the user does not have. */
function unreadableSampleReads(files: string[]): string[] {
  return files.flatMap((file) => unreadable(readFileSync(join(ROOT, file), "utf8").split("\n")).map((found) => `${file}:${found}`));
}

describe("library snippets read no sample file the user does not have", () => {
  const files = fg.sync("golden/libraries/**/*", { cwd: ROOT, onlyFiles: true }).sort();

  it("finds a local file read, and passes one written, a URL, and one named as the user's", () => {
    expect("x = load('cats.jpg')".match(LOCAL_FILE)).toEqual(["'cats.jpg'"]);
    expect('pipe("https://huggingface.co/datasets/a/b/resolve/main/cats.png")'.match(LOCAL_FILE)).toBeNull();
    expect(WRITES.test('image.save("output.png")')).toBe(true);
    expect(WRITES.test('dia.generate(text, output_wav="hello.wav")')).toBe(true);
    // An assignment of what a call returns is no write: the call reads the file.
    expect(WRITES.test('output = inference("audio.wav")')).toBe(false);
    expect(YOURS.test('# a recording of your own voice')).toBe(true);
    expect(namedAbove(["# your own voice", 'wav = load("ref.wav")'], 1)).toBe(true);
    expect(namedAbove(["# your own images", "run \\", '  --ref "a.png" \\'], 2)).toBe(true);
    // Not a comment of another paragraph.
    expect(namedAbove(["# your own voice", "x = 1", "", 'wav = load("ref.wav")'], 3)).toBe(false);
    // A file the snippet downloads from the hub is no local file.
    expect(unreadable(['image = Image.open(hf_hub_download("huggingface/documentation-images", "cats.png", repo_type="dataset"))'])).toEqual([]);
    expect(unreadable(['image = Image.open("cats.png")'])).toEqual(['1: "cats.png"']);
  });

  it("0 golden library snippets read one", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(unreadableSampleReads(files)).toEqual([]);
  });
});
