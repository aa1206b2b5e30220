import { describe, expect, it } from "vitest";
import { changeKey } from "../../engine/golden/change-groups.ts";
import { changedOutputLines, editedTemplateLine } from "./template-line.ts";

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
