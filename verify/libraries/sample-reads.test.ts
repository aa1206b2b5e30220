// Library snippets run as copied: no golden library snippet reads a sample file the user does not have. A file
// a call reads is a public one (the catalogue's sample files, catalogue/inference/sample-inputs.yaml `files`: their
// URL, or hf_hub_download of the dataset's file); a file only the user can supply (a recording of their own voice
// to clone) is named as theirs in a comment on its line or above it in its paragraph ("your ..."). Files a snippet
// writes (its output) are no input. The failure lists each read found: their number is the count to bring to 0.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { LOCAL_FILE, namedAbove, unreadable, WRITES, YOURS } from "./sample-reads.ts";

const ROOT = join(import.meta.dirname, "../..");
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
