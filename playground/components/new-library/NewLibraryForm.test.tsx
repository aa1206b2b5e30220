// @vitest-environment jsdom
// The New library form in a DOM: a field's problems show once it is left, Create with problems sends
// nothing, and the server's problems land under the fields they name.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewLibraryForm } from "./NewLibraryForm.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const field = (name: string) => document.getElementById(`new-library-${name}`) as HTMLInputElement;
const problemsOf = (name: string) => document.getElementById(`new-library-${name}-problems`)?.textContent ?? "";

function type(name: string, value: string): void {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
}

function fillGood(): void {
  type("id", "zz-form");
  type("prettyLabel", "ZZ Form");
  type("repoUrl", "https://github.com/acme/zz-form");
  type("install", "pip install -U zzform");
  type("tasks", "text-classification, fill-mask");
  type("exampleModel", "acme/zz-form-base");
  type("template", "{{> notices/_gated}}\nfrom zzform import Model\n\nmodel = Model.from_pretrained({{py id}})\n");
  type("tablePackage", "zzform");
  type("tableVersion", "1.0.0");
  type("tableSource", "https://github.com/acme/zz-form");
  type("tableNames", "Model: [from_pretrained]");
}

describe("NewLibraryForm", () => {
  it("takes the focus on its first field and names a field's problems once it is left", () => {
    render(<NewLibraryForm onClose={() => {}} onCreated={() => {}} />);
    expect(document.activeElement).toBe(field("id"));
    fireEvent.change(field("id"), { target: { value: "transformers" } });
    expect(problemsOf("id")).toBe("");
    fireEvent.blur(field("id"));
    expect(problemsOf("id")).toBe('"transformers" is taken: catalogue/libraries.yaml has it');
    expect(field("id").getAttribute("aria-invalid")).toBe("true");
    expect(field("id").getAttribute("aria-describedby")).toBe("new-library-id-problems");
    type("tasks", "text-classification no-such-task");
    expect(problemsOf("tasks")).toBe('unknown task "no-such-task" (catalogue/pipelines.yaml has none by that name)');
  });

  it("sends nothing while a field has a problem, and shows every field's", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(<NewLibraryForm onClose={() => {}} onCreated={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId("new-library-status").textContent).toBe("Fix the fields marked below first.");
    for (const name of ["id", "prettyLabel", "repoUrl", "install", "tasks", "exampleModel", "template", "tablePackage"]) expect(problemsOf(name), name).not.toBe("");
  });

  it("puts the server's problems under the fields they name, and the sent input is the form's", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ error: "apiTable.names: not listed", problems: [{ field: "apiTable.names", message: "golden/x.py:3: zzform.Model.load is not in the zzform 1.0.0 table" }] }), { status: 422 }),
    );
    vi.stubGlobal("fetch", fetch);
    render(<NewLibraryForm onClose={() => {}} onCreated={() => {}} />);
    fillGood();
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(problemsOf("tableNames")).toBe("golden/x.py:3: zzform.Model.load is not in the zzform 1.0.0 table"));
    expect(screen.getByTestId("new-library-status").textContent).toBe("apiTable.names: not listed");
    const sent = JSON.parse(String(fetch.mock.calls[0]![1].body)) as Record<string, unknown>;
    expect(sent).toEqual({
      id: "zz-form",
      prettyLabel: "ZZ Form",
      repoUrl: "https://github.com/acme/zz-form",
      install: ["pip install -U zzform"],
      tasks: ["text-classification", "fill-mask"],
      exampleModel: "acme/zz-form-base",
      language: "python",
      templateName: "usage",
      template: "{{> notices/_gated}}\nfrom zzform import Model\n\nmodel = Model.from_pretrained({{py id}})\n",
      apiTables: [],
      apiTable: { package: "zzform", version: "1.0.0", source: "https://github.com/acme/zz-form", names: "Model: [from_pretrained]" },
      dryRun: false,
    });
    // A failed create leaves nothing to show after a reload.
    expect(sessionStorage.getItem("playground:new-library")).toBeNull();
  });
});
