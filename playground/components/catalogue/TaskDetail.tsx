// A task page: summary, demo inputs and outputs, example repositories, metrics, libraries.
import type { Task } from "../../../catalogue/index.ts";
import { DemoEntry } from "./DemoEntry.tsx";
import { DetailHeading } from "./DetailHeading.tsx";
import { RepoList } from "./RepoList.tsx";

export function TaskDetail({ task, onOpenLibrary }: { task: Task; onOpenLibrary(id: string): void }) {
  const mediaTask = task.canonicalId ?? task.id;
  return (
    <article className="task-detail" aria-labelledby="task-title">
      <DetailHeading titleId="task-title" label={task.label} id={task.id} badge={task.isPlaceholder && <span className="badge badge-orphaned">placeholder page</span>} />
      <p>{task.summary}</p>
      {task.canonicalId && <p className="hint">Shown on the page of {task.canonicalId}.</p>}
      <div className="demo">
        <div>
          <h3>Inputs</h3>
          {task.demo.inputs.map((entry, i) => (
            <DemoEntry key={i} entry={entry} taskId={mediaTask} />
          ))}
        </div>
        <div className="demo-arrow" aria-hidden="true">
          →
        </div>
        <div>
          <h3>Outputs</h3>
          {task.demo.outputs.map((entry, i) => (
            <DemoEntry key={i} entry={entry} taskId={mediaTask} />
          ))}
        </div>
      </div>
      <div className="repo-grid">
        <RepoList kind="models" repos={task.models} />
        <RepoList kind="datasets" repos={task.datasets} />
        <RepoList kind="spaces" repos={task.spaces} />
        <RepoList kind="metrics" repos={task.metrics} />
      </div>
      <section aria-label="Libraries">
        <h4>Libraries</h4>
        {task.libraries.length === 0 ? (
          <p className="muted">None listed.</p>
        ) : (
          <ul className="chips">
            {task.libraries.map((id) => (
              <li key={id}>
                <button type="button" className="chip" onClick={() => onOpenLibrary(id)}>
                  {id}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {task.widgetModels.length > 0 && (
        <p className="hint">
          Widget models: {task.widgetModels.map((m) => <code key={m}>{m} </code>)}
        </p>
      )}
      {task.youtubeId && (
        <p>
          <a href={`https://www.youtube.com/watch?v=${task.youtubeId}`} target="_blank" rel="noreferrer">
            Video about this task
          </a>
        </p>
      )}
    </article>
  );
}
