// The code groups of a page as tabs (WAI-ARIA tabs: arrow keys, Home and End move between a group's tabs
// and show its panel; one tab per group in the Tab order) and their copy buttons: the behaviour of the
// HTML that markdown-html.ts writes, by event listeners on a root (no inline script, nothing evaluated).
// The static site's script (site.ts) attaches it to the document, the playground's Docs view to the
// element that shows a page.

/** Shows `tab`'s panel and hides the others of its group. */
export function selectTab(tab: HTMLElement, focus: boolean): void {
  const group = tab.closest(".code-group") ?? tab.ownerDocument;
  const list = tab.closest("[role=tablist]")!;
  for (const other of list.querySelectorAll<HTMLElement>("[role=tab]")) {
    const on = other === tab;
    other.setAttribute("aria-selected", String(on));
    other.tabIndex = on ? 0 : -1;
    const panel = group.querySelector<HTMLElement>(`[id="${other.getAttribute("aria-controls")}"]`);
    if (panel) panel.hidden = !on;
  }
  if (focus) tab.focus();
}

function onClick(event: Event): void {
  const target = event.target as HTMLElement;
  const tab = target.closest<HTMLElement>("[role=tab]");
  if (tab) selectTab(tab, false);
  const copy = target.closest<HTMLButtonElement>("button.copy");
  if (!copy) return;
  const code = copy.parentElement!.querySelector("code")!.textContent ?? "";
  void navigator.clipboard.writeText(code).then(
    () => {
      copy.textContent = "Copied";
      copy.dataset.copied = "true";
      setTimeout(() => {
        copy.textContent = "Copy";
        delete copy.dataset.copied;
      }, 2000);
    },
    () => {
      copy.textContent = "Copy failed";
    },
  );
}

function onKey(event: Event): void {
  const key = (event as KeyboardEvent).key;
  const tab = (event.target as HTMLElement).closest<HTMLElement>("[role=tab]");
  if (!tab) return;
  const tabs = [...tab.closest("[role=tablist]")!.querySelectorAll<HTMLElement>("[role=tab]")];
  const at = tabs.indexOf(tab);
  const next = ({ ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 } as Record<string, number>)[key];
  if (next === undefined) return;
  event.preventDefault();
  selectTab(tabs[(next + tabs.length) % tabs.length]!, true);
}

/** Makes the code groups under `root` work (tabs, copy); returns what undoes it. */
export function codeGroupBehaviour(root: Document | HTMLElement): () => void {
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
  };
}
