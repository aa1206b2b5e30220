// @vitest-environment jsdom
// The app as a whole in jsdom: state from the URL, the snippets of a golden case, validation messages.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "./App.tsx";
import { WorkspaceProvider } from "./lib/workspace-context.tsx";
import { scaled } from "../verify/machine-load.ts";

function open(search: string) {
  window.history.replaceState(null, "", `/${search}`);
  return render(
    <StrictMode>
      <WorkspaceProvider>
        <App />
      </WorkspaceProvider>
    </StrictMode>,
  );
}

afterEach(cleanup);

describe("App", () => {
  it("shows a golden case's snippets grouped by language, compared with the golden files", () => {
    open("?case=basic%2Ftext-classification");
    expect((screen.getByLabelText("Golden case") as HTMLSelectElement).value).toBe("basic/text-classification");
    expect(screen.getByRole("region", { name: "Python" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Shell" })).toBeTruthy();
    const card = screen.getByTestId("snippet-python · requests");
    expect(card.textContent).toContain("import requests");
    expect(screen.getByTestId("golden-note").textContent).toBe("compared with golden/basic/text-classification/");
  });

  it("writes option changes to the URL and stops comparing with golden files", () => {
    open("?case=basic%2Ftext-classification");
    fireEvent.change(screen.getByLabelText("Bill to"), { target: { value: "acme" } });
    expect(window.location.search).toContain("billTo=acme");
    expect(screen.getByTestId("golden-note").textContent).toContain("not compared");
    expect(screen.getByTestId("snippet-python · requests").textContent).toContain("acme");
  });

  it("shows the validation messages of a hand-written model record", () => {
    open(`?model=${encodeURIComponent("id: 'bad id!'\n")}`);
    expect(screen.getByRole("status", { name: "Model record problems" }).textContent).toContain("model: id:");
  });

  it("switches views from the tab list (a view loads on demand) and keeps the view in the URL", async () => {
    open("");
    const entries = window.history.length;
    fireEvent.click(screen.getByRole("tab", { name: /Catalogue/ }));
    expect(window.location.search).toBe("?view=catalogue");
    expect((await screen.findByRole("tab", { name: "Tasks" }, { timeout: scaled(20_000) })).getAttribute("aria-selected")).toBe("true");
    // One history entry per view, even in strict mode (updaters run twice there).
    expect(window.history.length).toBe(entries + 1);
  });
});
