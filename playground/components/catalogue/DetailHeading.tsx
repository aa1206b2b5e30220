// The heading of a catalogue page (a task, a library): its label, its id, and a badge when it has one.
import type { ReactNode } from "react";

export function DetailHeading({ titleId, label, id, badge }: { titleId: string; label: string; id: string; badge?: ReactNode }) {
  return (
    <div className="section-head">
      <h2 id={titleId}>{label}</h2>
      <code className="muted">{id}</code>
      {badge}
    </div>
  );
}
