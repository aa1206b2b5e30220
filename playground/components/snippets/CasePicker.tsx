// Picks a golden case (grouped by folder) or "write your own model record".
import type { GoldenCase } from "../../../engine/golden/cases.ts";

export function CasePicker({ cases, value, onChange }: { cases: GoldenCase[]; value: string; onChange(name: string): void }) {
  const groups = new Map<string, GoldenCase[]>();
  for (const c of cases) {
    const folder = c.name.includes("/") ? c.name.slice(0, c.name.lastIndexOf("/")) : "(top)";
    groups.set(folder, [...(groups.get(folder) ?? []), c]);
  }
  const current = cases.find((c) => c.name === value);
  return (
    <div className="field">
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
