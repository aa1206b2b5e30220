// Picks a golden case (grouped by folder) or "write your own model record"; the list is filtered by what
// is typed above it (task, library, provider; every word must match). Enter picks the first match.
import { useMemo } from "react";
import type { GoldenCase } from "../../../engine/golden/cases.ts";
import { filterCases } from "../../lib/case-filter.ts";

export interface CasePickerProps {
  cases: GoldenCase[];
  value: string;
  onChange(name: string): void;
  query: string;
  onQuery(query: string): void;
}

export function CasePicker({ cases, value, onChange, query, onQuery }: CasePickerProps) {
  const matching = useMemo(() => filterCases(cases, query), [cases, query]);
  const current = cases.find((c) => c.name === value);
  // The chosen case stays listed (and selected) whatever the filter says.
  const listed = current && !matching.includes(current) ? [current, ...matching] : matching;
  const groups = new Map<string, GoldenCase[]>();
  for (const c of listed) {
    const folder = c.name.includes("/") ? c.name.slice(0, c.name.lastIndexOf("/")) : "(top)";
    groups.set(folder, [...(groups.get(folder) ?? []), c]);
  }
  return (
    <div className="field case-picker">
      <label htmlFor="case-filter">Find a golden case</label>
      <input
        id="case-filter"
        type="search"
        value={query}
        placeholder="task, library or provider, e.g. text-to-image fal-ai"
        aria-controls="case-picker"
        aria-describedby="case-count"
        spellCheck={false}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && matching.length > 0) {
            e.preventDefault();
            onChange(matching[0].name);
          }
        }}
      />
      <span id="case-count" className="hint" data-testid="case-count" aria-live="polite">
        {query.trim() ? `${matching.length} of ${cases.length} cases match` : `${cases.length} cases`}
      </span>
      <label htmlFor="case-picker">Golden case</label>
      <select id="case-picker" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">— my own model record —</option>
        {[...groups].map(([folder, members]) => (
          <optgroup key={folder} label={folder}>
            {members.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p className="hint case-description">{current ? current.description : "Write a model record below, in YAML or JSON."}</p>
    </div>
  );
}
