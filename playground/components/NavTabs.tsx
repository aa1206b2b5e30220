// Top-level navigation between the views (a tab list: arrow keys move between tabs).
import type { KeyboardEvent } from "react";

export interface NavTabsProps<T extends string> {
  tabs: readonly { id: T; label: string; badge?: number }[];
  current: T;
  onSelect(id: T): void;
  label: string;
}

export function NavTabs<T extends string>({ tabs, current, onSelect, label }: NavTabsProps<T>) {
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === current);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onSelect(next.id);
    (event.currentTarget.querySelector(`[data-tab="${next.id}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKey}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          data-tab={tab.id}
          aria-selected={tab.id === current}
          tabIndex={tab.id === current ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
          {tab.badge ? <span className="tab-badge">{tab.badge}</span> : null}
        </button>
      ))}
    </div>
  );
}
