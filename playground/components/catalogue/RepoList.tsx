// A list of example repositories (models, datasets, spaces) or metrics, linked to the hub.
import type { ExampleRepo } from "../../../catalogue/index.ts";

export type RepoKind = "models" | "datasets" | "spaces" | "metrics";

export function repoUrl(kind: RepoKind, id: string): string | null {
  if (kind === "models") return `https://huggingface.co/${id}`;
  if (kind === "datasets") return `https://huggingface.co/datasets/${id}`;
  if (kind === "spaces") return `https://huggingface.co/spaces/${id}`;
  return null;
}

export function RepoList({ kind, repos }: { kind: RepoKind; repos: ExampleRepo[] }) {
  return (
    <section className="repo-list" aria-label={kind}>
      <h4>{kind[0].toUpperCase() + kind.slice(1)}</h4>
      {repos.length === 0 ? (
        <p className="muted">None listed.</p>
      ) : (
        <ul>
          {repos.map((repo) => {
            const url = repoUrl(kind, repo.id);
            return (
              <li key={repo.id}>
                {url ? (
                  <a href={url} target="_blank" rel="noreferrer">
                    {repo.id}
                  </a>
                ) : (
                  <code>{repo.id}</code>
                )}{" "}
                <span className="muted">— {repo.description}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
