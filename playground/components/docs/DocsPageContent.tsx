// A reference page's HTML (docs-site/html/markdown-html.ts) shown as the static site shows it: the same
// markup, styles (docs-site/html/page.css) and tab and copy behaviour (docs-site/html/tabs.ts, event
// listeners: no inline script, nothing evaluated). A link to another page opens it in the Docs view. When
// the page changes (a template edit), the tab chosen in each code group and the focus stay where they were.
import { useEffect, useLayoutEffect, useRef, type MouseEvent } from "react";
import { codeGroupBehaviour, selectTab } from "../../../docs-site/html/tabs.ts";
import "../../../docs-site/html/page.css";

export interface DocsPageContentProps {
  html: string;
  /** A link to another page of the view was followed: its URL's query (`?view=docs&page=…`). */
  onNavigate(search: string): void;
}

/** The label of the chosen tab of each code group, in page order. */
function chosenTabs(root: HTMLElement): (string | null)[] {
  return [...root.querySelectorAll(".code-group")].map((group) => group.querySelector("[role=tab][aria-selected=true]")?.textContent ?? null);
}

function chooseTabs(root: HTMLElement, chosen: readonly (string | null)[]): void {
  [...root.querySelectorAll(".code-group")].forEach((group, i) => {
    const label = chosen[i];
    if (label === null || label === undefined) return;
    const tab = [...group.querySelectorAll<HTMLElement>("[role=tab]")].find((t) => t.textContent === label);
    if (tab && tab.getAttribute("aria-selected") !== "true") selectTab(tab, false);
  });
}

export function DocsPageContent({ html, onNavigate }: DocsPageContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => codeGroupBehaviour(ref.current!), []);
  useLayoutEffect(() => {
    const root = ref.current!;
    const chosen = chosenTabs(root);
    const focused = root.contains(document.activeElement) ? document.activeElement!.id : "";
    root.innerHTML = html;
    chooseTabs(root, chosen);
    if (focused) root.querySelector<HTMLElement>(`[id="${focused}"]`)?.focus();
  }, [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("?")) return;
    event.preventDefault();
    onNavigate(href);
  };
  // The page's own links and tabs take the clicks and keys; the wrapper only routes a link to another page.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div ref={ref} className="docs-page" data-testid="docs-page" onClick={onClick} />;
}
