// The drift report: the catalogue compared with the facts of the pinned hub packages.
export { ALLOW_FILE, checkAllowList, loadAllowList, type AllowEntry } from "./allow.ts";
export { driftCount, formatDriftReport, hasDrift, runDrift, type DriftReport, type SectionReport } from "./run.ts";
export { DRIFT_SECTIONS } from "./sections.ts";
export { ABSENT, PRESENT, formatDifference, formatValue, type Difference, type DriftSection } from "./types.ts";
