// The reference pages' script: code groups as tabs (WAI-ARIA tabs: arrow keys, Home and End move between
// a group's tabs and show the panel; one tab in the Tab order per group) and copy buttons.

function select(tab: HTMLElement, focus: boolean): void {
  const list = tab.closest("[role=tablist]")!;
  for (const other of list.querySelectorAll<HTMLElement>("[role=tab]")) {
    const on = other === tab;
    other.setAttribute("aria-selected", String(on));
    other.tabIndex = on ? 0 : -1;
    document.getElementById(other.getAttribute("aria-controls")!)!.hidden = !on;
  }
  if (focus) tab.focus();
}

document.addEventListener("click", (event) => {
  const target = event.target as HTMLElement;
  const tab = target.closest<HTMLElement>("[role=tab]");
  if (tab) select(tab, false);
  const copy = target.closest<HTMLButtonElement>("button.copy");
  if (copy) {
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
});

document.addEventListener("keydown", (event) => {
  const tab = (event.target as HTMLElement).closest<HTMLElement>("[role=tab]");
  if (!tab) return;
  const tabs = [...tab.closest("[role=tablist]")!.querySelectorAll<HTMLElement>("[role=tab]")];
  const at = tabs.indexOf(tab);
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  select(tabs[(next + tabs.length) % tabs.length]!, true);
});
