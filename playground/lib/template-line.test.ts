import { describe, expect, it } from "vitest";
import { changeKey } from "../../engine/golden/change-groups.ts";
import { changedOutputLines, draftHunkAt, draftHunks, editedTemplateLine, revertHunk, type DraftHunk } from "./template-line.ts";

const saved = ["import requests", "", "response = requests.post({{py url}})", "print(response.json())", "# done"].join("\n");

describe("editedTemplateLine", () => {
  it("is null when the template is not edited", () => {
    expect(editedTemplateLine(saved, saved, ["anything"])).toBeNull();
  });

  it("names the edited line", () => {
    const edited = saved.replace("print(response.json())", "print(response.text)");
    expect(editedTemplateLine(saved, edited, ["print(response.text)"])).toBe(4);
  });

  it("of two edits, names the one whose text the outputs' change shows", () => {
    const edited = saved.replace("import requests", "import requests  # HTTP").replace("# done", "# finished");
    expect(editedTemplateLine(saved, edited, ["# finished", "# done"])).toBe(5);
    expect(editedTemplateLine(saved, edited, ["import requests  # HTTP"])).toBe(1);
  });

  it("reads the output lines from a change key, and a removed line points where it was", () => {
    const before = "a = 1\nprint(response.json())\nb = 2\n";
    const after = "a = 1\nb = 2\n";
    const lines = changedOutputLines(changeKey("x.py", before, after));
    expect(lines).toEqual(["print(response.json())"]);
    const edited = saved.replace("print(response.json())\n", "");
    expect(editedTemplateLine(saved, edited, lines)).toBe(4);
  });
});

describe("draft hunks", () => {
  const base = "one\ntwo\nthree\nfour\nfive\n";
  const draft = "one\nTWO\nthree\nfive\nsix\n";
  it("lists each edit with its lines in the draft", () => {
    expect(draftHunks(base, draft)).toEqual([
      { line: 2, lines: 1, removed: "two\n", added: "TWO\n" },
      { line: 4, lines: 0, removed: "four\n", added: "" },
      { line: 5, lines: 1, removed: "", added: "six\n" },
    ]);
  });
  it("finds the edit a draft line belongs to (a removal: the line after it)", () => {
    expect(draftHunkAt(base, draft, 2)?.added).toBe("TWO\n");
    expect(draftHunkAt(base, draft, 4)?.removed).toBe("four\n");
    expect(draftHunkAt(base, draft, 5)?.added).toBe("six\n");
    expect(draftHunkAt(base, draft, 3)).toBeNull();
    expect(draftHunkAt(base, base, 1)).toBeNull();
  });
  it("reverts one edit to the text on disk and keeps the others", () => {
    const [changed, removed, added] = draftHunks(base, draft) as [DraftHunk, DraftHunk, DraftHunk];
    expect(revertHunk(base, draft, changed)).toBe("one\ntwo\nthree\nfive\nsix\n");
    expect(revertHunk(base, draft, removed)).toBe("one\nTWO\nthree\nfour\nfive\nsix\n");
    expect(revertHunk(base, draft, added)).toBe("one\nTWO\nthree\nfive\n");
    expect(revertHunk(base, revertHunk(base, revertHunk(base, draft, added), removed), changed)).toBe(base);
    // A file without a final newline.
    expect(revertHunk("a\nb", "a\nc", draftHunks("a\nb", "a\nc")[0]!)).toBe("a\nb");
  });
});
