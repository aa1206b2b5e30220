// @vitest-environment jsdom
// OnScreen draws its content only while the observer says it is on screen; elsewhere a placeholder of
// the height it last had (or the estimate) stands in.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const targets: Element[] = [];
let notify: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | null = null;

class FakeObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    notify = callback;
  }
  observe(target: Element) {
    targets.push(target);
  }
  unobserve(target: Element) {
    targets.splice(targets.indexOf(target), 1);
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("OnScreen", () => {
  it("draws nothing but a placeholder of the estimated height until on screen, and keeps the drawn height after", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.resetModules();
    const { OnScreen, estimateHeight, lineCount } = await import("./OnScreen.tsx");
    expect(lineCount("a\nb\nc")).toBe(3);
    expect(lineCount("a\nb\nc\nd", 2)).toBe(2);
    const draw = vi.fn(() => <p>drawn</p>);
    const { container } = render(
      <OnScreen estimate={estimateHeight(10)}>{draw}</OnScreen>,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(screen.queryByText("drawn")).toBeNull();
    expect(draw).not.toHaveBeenCalled();
    expect(box.style.minHeight).toBe(`${estimateHeight(10)}px`);
    act(() => notify!([{ target: box, isIntersecting: true }]));
    expect(screen.getByText("drawn")).toBeTruthy();
    expect(box.style.minHeight).toBe("");
    box.getBoundingClientRect = () => ({ height: 321 }) as DOMRect;
    act(() => notify!([{ target: box, isIntersecting: false }]));
    expect(screen.queryByText("drawn")).toBeNull();
    expect(box.style.minHeight).toBe("321px");
  });

  it("draws at once where there is no IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    vi.resetModules();
    const { OnScreen } = await import("./OnScreen.tsx");
    render(<OnScreen estimate={100}>{() => <p>drawn</p>}</OnScreen>);
    expect(screen.getByText("drawn")).toBeTruthy();
  });
});
