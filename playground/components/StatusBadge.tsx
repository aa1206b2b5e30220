// How a rendered output stands against its golden file.
import type { OutputStatus } from "../lib/workspace.ts";

const LABELS: Record<OutputStatus | "error", string> = {
  same: "matches golden",
  changed: "differs",
  missing: "new file",
  orphaned: "not rendered",
  error: "render error",
};

export function StatusBadge({ status }: { status: OutputStatus | "error" }) {
  return <span className={`badge badge-${status}`}>{LABELS[status]}</span>;
}
