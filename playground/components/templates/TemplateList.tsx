// Every template, filterable, grouped by language/client; edited ones are marked. Each folder is drawn
// on its own: an edit, or the open template changing, draws again the folders it touches, not hundreds
// of buttons.
import { memo, useCallback, useMemo, useRef, useState } from "react";

export interface TemplateListProps {
  keys: string[];
  edited: Set<string>;
  current: string;
  onOpen(key: string): void;
}

export const TemplateList = memo(function TemplateList({ keys, edited, current, onOpen }: TemplateListProps) {
  const [filter, setFilter] = useState("");
  // The folders keep one callback: the page's changes with whether the open template is edited.
  const opener = useRef(onOpen);
  opener.current = onOpen;
  const open = useCallback((key: string) => opener.current(key), []);
  const folders = useMemo(() => {
    const byFolder = new Map<string, string[]>();
    for (const key of keys.filter((k) => k.toLowerCase().includes(filter.toLowerCase()))) {
      const folder = key.split("/").slice(0, 2).join("/");
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), key]);
    }
    return [...byFolder];
  }, [keys, filter]);
  return (
    <nav className="template-list" aria-labelledby="template-list-title">
      <h2 id="template-list-title" className="visually-hidden">
        Templates
      </h2>
      <input type="search" placeholder="Filter templates" aria-label="Filter templates" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <div className="scroll">
        {folders.map(([folder, shown]) => (
          <TemplateFolder
            key={folder}
            folder={folder}
            keys={shown}
            edited={shown.filter((k) => edited.has(k)).join("\n")}
            current={shown.includes(current) ? current : ""}
            onOpen={open}
          />
        ))}
        {folders.length === 0 && <p className="muted">No template matches.</p>}
      </div>
    </nav>
  );
});

/** One folder's templates; `edited`: the keys of those with an edit, one a line (a string, so an unchanged folder is not drawn again). */
const TemplateFolder = memo(function TemplateFolder({ folder, keys, edited, current, onOpen }: { folder: string; keys: string[]; edited: string; current: string; onOpen(key: string): void }) {
  const marked = new Set(edited.split("\n"));
  return (
    <div>
      <h3>{folder}</h3>
      <ul>
        {keys.map((k) => (
          <li key={k}>
            <button
              type="button"
              className={k === current ? "link current" : "link"}
              aria-current={k === current ? "true" : undefined}
              aria-label={`${k}${marked.has(k) ? " (unsaved edit)" : ""}`}
              onClick={() => onOpen(k)}
            >
              {k.slice(folder.length + 1)}
              {marked.has(k) && (
                <span className="edited" title="unsaved edit">
                  {" "}
                  ●
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
