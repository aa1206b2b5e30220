// A library's download-count query, editable, and a box to test file paths against it.
import { useEffect, useState } from "react";
import {
  countsAsDownload,
  DEFAULT_DOWNLOAD_QUERY,
  DownloadQueryError,
  formatDownloadQuery,
  matchesDownloadQuery,
  parseDownloadQuery,
  type Library,
} from "../../../catalogue/index.ts";

export function DownloadQueryTester({ library }: { library: Library }) {
  const original = library.countDownloads ?? DEFAULT_DOWNLOAD_QUERY;
  const [query, setQuery] = useState(original);
  const [path, setPath] = useState("config.json");
  useEffect(() => setQuery(original), [original]);
  let parsed: ReturnType<typeof parseDownloadQuery> | null = null;
  let problem = "";
  try {
    parsed = parseDownloadQuery(query);
  } catch (error) {
    problem = error instanceof DownloadQueryError ? `column ${error.column}: ${error.problem}` : (error as Error).message;
  }
  const edited = query !== original;
  const paths = path.split("\n").map((p) => p.trim()).filter(Boolean);
  return (
    <section className="download-tester" aria-labelledby="download-title">
      <h3 id="download-title">Download counting</h3>
      <p className="hint">{library.countDownloads ? "This library's own query." : "No query of its own: the default files count."}</p>
      <label htmlFor="download-query">Query</label>
      <textarea id="download-query" rows={3} spellCheck={false} value={query} onChange={(e) => setQuery(e.target.value)} />
      <p className={problem ? "problem" : "muted"} role="status" data-testid="query-status">
        {problem || (parsed ? `Parsed: ${formatDownloadQuery(parsed)}` : "")}
      </p>
      <label htmlFor="download-path">File paths (one a line)</label>
      <textarea id="download-path" rows={3} spellCheck={false} value={path} onChange={(e) => setPath(e.target.value)} />
      <ul className="path-results" data-testid="path-results">
        {paths.map((p) => {
          const counts = edited ? (parsed ? matchesDownloadQuery(parsed, p) : null) : countsAsDownload(library.id, p);
          return (
            <li key={p}>
              <code>{p}</code>{" "}
              <span className={counts === null ? "muted" : counts ? "badge badge-same" : "badge badge-changed"}>
                {counts === null ? "query does not parse" : counts ? "counts as a download" : "does not count"}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
