// @vitest-environment jsdom
// The local-apps panel under the snippets view: a golden case's apps compared with their golden files,
// the quantisation choice, and a record that no app runs.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "./App.tsx";
import { WorkspaceProvider } from "./lib/workspace-context.tsx";

function open(search: string) {
  window.history.replaceState(null, "", `/${search}`);
  return render(
    <WorkspaceProvider>
      <App />
    </WorkspaceProvider>,
  );
}

afterEach(cleanup);

describe("LocalApps", () => {
  it("shows a GGUF case's apps, deep links and steps, matching the golden files", async () => {
    open("?case=local-apps%2Fgguf-chat");
    const panel = screen.getByRole("region", { name: "Local apps" });
    const ollama = within(panel).getByTestId("local-app-ollama");
    expect(ollama.textContent).toContain("ollama run 'hf.co/bartowski/Qwen2.5-7B-Instruct-GGUF:Q4_K_M'");
    expect(await within(ollama).findByText("matches golden")).toBeTruthy();
    expect(within(panel).queryByText("differs")).toBeNull();
    expect(within(panel).queryByText("new file")).toBeNull();
    const lmstudio = within(panel).getByTestId("local-app-lmstudio");
    expect(within(lmstudio).getByRole("link", { name: /^lmstudio:/ }).getAttribute("href")).toBe(
      "lmstudio://open_from_hf?model=bartowski/Qwen2.5-7B-Instruct-GGUF&file=Qwen2.5-7B-Instruct-Q4_K_M.gguf",
    );
  });

  it("re-renders with the quantisation picked from the model's files", () => {
    open("?case=local-apps%2Fgguf-chat");
    fireEvent.change(screen.getByLabelText("GGUF quantisation"), { target: { value: "Q8_0" } });
    expect(screen.getByTestId("local-app-ollama").textContent).toContain("ollama run 'hf.co/bartowski/Qwen2.5-7B-Instruct-GGUF:Q8_0'");
  });

  it("says so when no app runs the model", () => {
    open("?case=basic%2Ftext-classification");
    expect(screen.getByRole("region", { name: "Local apps" }).textContent).toContain("No local app runs this model.");
  });
});
