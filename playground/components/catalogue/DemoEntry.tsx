// One demo input or output of a task page, drawn by its type.
import type { TaskDemoEntry } from "../../../catalogue/index.ts";

/** Where the hub keeps task-page demo media (images and audio named in the task files). */
export const DEMO_ASSET_BASE = "https://huggingface.co/datasets/huggingfacejs/tasks/resolve/main";

const TOKEN_HUES = ["var(--tok-1)", "var(--tok-2)", "var(--tok-3)", "var(--tok-4)", "var(--tok-5)"];

function TokenText({ text, tokens }: { text: string; tokens: { start: number; end: number; type: string }[] }) {
  const types = [...new Set(tokens.map((t) => t.type))];
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [i, token] of [...tokens].sort((a, b) => a.start - b.start).entries()) {
    if (token.start < at) continue;
    if (token.start > at) parts.push(text.slice(at, token.start));
    parts.push(
      <mark key={i} style={{ background: TOKEN_HUES[types.indexOf(token.type) % TOKEN_HUES.length] }} title={token.type}>
        {text.slice(token.start, token.end)}
        <span className="token-type">{token.type}</span>
      </mark>,
    );
    at = token.end;
  }
  parts.push(text.slice(at));
  return <p className="token-text">{parts}</p>;
}

export function DemoEntry({ entry, taskId }: { entry: TaskDemoEntry; taskId: string }) {
  switch (entry.type) {
    case "text":
      return (
        <div className="demo-text">
          <span className="demo-label">{entry.label}</span>
          <p>{entry.content}</p>
        </div>
      );
    case "img":
      return (
        <figure className="demo-media">
          <img src={`${DEMO_ASSET_BASE}/${taskId}/${entry.filename}`} alt={entry.filename} width={240} height={160} loading="lazy" />
          <figcaption>{entry.filename}</figcaption>
        </figure>
      );
    case "audio":
      return (
        <figure className="demo-media">
          <audio controls preload="none" src={`${DEMO_ASSET_BASE}/${taskId}/${entry.filename}`} aria-label={entry.filename} />
          <figcaption>{entry.filename}</figcaption>
        </figure>
      );
    case "chart": {
      const max = Math.max(...entry.data.map((d) => d.score), 1e-9);
      return (
        <div className="demo-chart" role="img" aria-label={entry.data.map((d) => `${d.label} ${d.score}`).join(", ")}>
          {entry.data.map((d) => (
            <div key={d.label} className="bar-row">
              <span className="bar-label">{d.label}</span>
              <span className="bar" style={{ width: `${(d.score / max) * 100}%` }} />
              <span className="bar-value">{d.score.toFixed(3)}</span>
            </div>
          ))}
        </div>
      );
    }
    case "tabular": {
      const [head, ...rows] = entry.table;
      return (
        <table className="demo-table">
          <thead>
            <tr>
              {head.map((cell, i) => (
                <th key={i}>{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case "text-with-tokens":
      return <TokenText text={entry.text} tokens={entry.tokens} />;
  }
}
