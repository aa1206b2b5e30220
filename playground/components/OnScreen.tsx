// Draws its content only while it is on screen (or near it): elsewhere a placeholder of the height the
// content last had, or of an estimate, keeps the page's length and scroll position. Long lists of diffs
// and highlighted code then cost what the screen shows, not what the list holds; whatever is counted
// about them (status badges, totals) stays outside, drawn at once. What comes on screen is drawn in a
// transition, in pieces between which the page answers input.
// Without IntersectionObserver (jsdom, old browsers) the content is always drawn.
import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";

/** How far beyond the viewport content is drawn ahead of scrolling, in pixels. */
const MARGIN = 250;
/** Height of one line of code in the placeholder estimate (a line is 1.45em at 0.85rem). */
const LINE_PX = 20;

/** Estimated height of `lines` lines of code, for placeholders. */
export function estimateHeight(lines: number): number {
  return Math.max(1, lines) * LINE_PX + 24;
}

/**
 * Lines of a text (for estimates), counted up to `max` (what is drawn of a long text: a megabyte output
 * is tens of thousands of lines, a diff draws 400 of them).
 */
export function lineCount(text: string | null | undefined, max = Number.POSITIVE_INFINITY): number {
  if (!text) return 0;
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1 && n < max; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

const observed = new WeakMap<Element, (visible: boolean) => void>();
let shared: IntersectionObserver | null = null;

/** One observer for every OnScreen (cheaper than one each). */
function observer(): IntersectionObserver | null {
  if (typeof IntersectionObserver === "undefined") return null;
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) observed.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: `${MARGIN}px 0px` },
  );
  return shared;
}

export function OnScreen({ estimate, children, className }: { estimate: number; children: () => ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => observer() === null);
  const height = useRef<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    const io = observer();
    if (!element || !io) return;
    observed.set(element, (now) => {
      // Leaving the screen: keep the height the content had, so the placeholder takes its place exactly.
      if (!now) height.current = element.getBoundingClientRect().height || height.current;
      // Drawn in a transition: React draws a long diff in pieces a keystroke can come between.
      startTransition(() => setVisible(now));
    });
    io.observe(element);
    return () => {
      io.unobserve(element);
      observed.delete(element);
    };
  }, []);
  return (
    <div ref={ref} className={className} data-onscreen={visible ? "" : undefined} style={visible ? undefined : { minHeight: height.current ?? estimate }}>
      {visible && children()}
    </div>
  );
}
