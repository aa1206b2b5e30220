// Every template, filterable, grouped by language/client; edited ones are marked.
import { memo, useState } from "react";

export interface TemplateListProps {
  keys: string[];
  edited: Set<string>;
  current: string;
  onOpen(key: string): void;
}

export const TemplateList = memo(function TemplateList({ keys, edited, current, onOpen }: TemplateListProps) {
  const [filter, setFilter] = useState("");
  const shown = keys.filter((k) => k.toLowerCase().includes(filter.toLowerCase()));
  const folders = [...new Set(shown.map((k) => k.split("/").slice(0, 2).join("/")))];
  return (
    <nav className="template-list" aria-labelledby="template-list-title">
      <h2 id="template-list-title" className="visually-hidden">
        Templates
      </h2>
      <input type="search" placeholder="Filter templates" aria-label="Filter templates" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <div className="scroll">
        {folders.map((folder) => (
          <div key={folder}>
            <h3>{folder}</h3>
            <ul>
              {shown
                .filter((k) => k.startsWith(`${folder}/`))
                .map((k) => (
                  <li key={k}>
                    <button
                      type="button"
                      className={k === current ? "link current" : "link"}
                      aria-current={k === current ? "true" : undefined}
                      aria-label={`${k}${edited.has(k) ? " (unsaved edit)" : ""}`}
                      onClick={() => onOpen(k)}
                    >
                      {k.slice(folder.length + 1)}
                      {edited.has(k) && (
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
        ))}
        {shown.length === 0 && <p className="muted">No template matches.</p>}
      </div>
    </nav>
  );
});
