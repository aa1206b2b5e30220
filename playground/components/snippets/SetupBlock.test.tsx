// @vitest-environment jsdom
// The setup above a snippet: install commands and exports, a labelled region with its own copy button.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SnippetCard } from "./SnippetCard.tsx";
import { SetupBlock } from "./SetupBlock.tsx";

afterEach(cleanup);

const requirements = { install: ['pip install "huggingface_hub>=1.33"'], env: [{ name: "HF_TOKEN", description: "a Hugging Face access token" }] };

describe("SetupBlock", () => {
  it("shows the install commands and the variables to export in a labelled region, with a copy button", () => {
    render(<SetupBlock requirements={requirements} label="python · huggingface_hub" />);
    const region = screen.getByRole("region", { name: "Setup for python · huggingface_hub" });
    expect(region.querySelector("code")?.textContent).toBe('pip install "huggingface_hub>=1.33"\nexport HF_TOKEN=...  # a Hugging Face access token');
    // Titled, but no heading: it sits under headings of different levels (a card's h4, the model page's h3).
    expect(region.querySelector(".setup-title")?.textContent).toBe("Setup");
    expect(screen.queryByRole("heading", { name: "Setup" })).toBeNull();
    expect(screen.getByRole("button", { name: /setup/i })).toBeTruthy();
  });

  it("shows nothing when there is nothing to do", () => {
    const { container } = render(<SetupBlock requirements={{ install: [], env: [] }} label="sh · curl" />);
    expect(container.innerHTML).toBe("");
  });

  it("sits above the code in a snippet card", () => {
    const { container } = render(<SnippetCard title="python · huggingface_hub" language="python" content={"import os\n"} requirements={requirements} />);
    const setup = container.querySelector("[data-testid=snippet-setup]");
    expect(setup).toBeTruthy();
    // The setup comes before the code block in document order.
    const code = container.querySelector("pre:not(.snippet-setup pre)") ?? container.querySelectorAll("pre")[1];
    expect(setup!.compareDocumentPosition(code!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
