// Tasks by modality, with a search box; the chosen task's page beside the list.
import { useState } from "react";
import { MODALITY_LABELS, pipelines, tasks, type Modality } from "../../../catalogue/index.ts";
import { TaskDetail } from "./TaskDetail.tsx";

export function TaskBrowser({ current, onSelect, onOpenLibrary }: { current: string; onSelect(id: string): void; onOpenLibrary(id: string): void }) {
  const [filter, setFilter] = useState("");
  const all = Object.values(tasks);
  const shown = all.filter((t) => `${t.id} ${t.label}`.toLowerCase().includes(filter.toLowerCase()));
  const modalities = Object.keys(MODALITY_LABELS) as Modality[];
  const task = tasks[current] ?? all[0];
  return (
    <div className="browser">
      <nav className="browser-list" aria-labelledby="task-list-title">
        <h2 id="task-list-title" className="visually-hidden">
          Tasks
        </h2>
        <input type="search" placeholder="Filter tasks" aria-label="Filter tasks" value={filter} onChange={(e) => setFilter(e.target.value)} />
        <div className="scroll">
          {modalities.map((modality) => {
            const members = shown.filter((t) => pipelines[t.id]?.modality === modality);
            if (members.length === 0) return null;
            return (
              <div key={modality}>
                <h3>{MODALITY_LABELS[modality]}</h3>
                <ul>
                  {members.map((t) => (
                    <li key={t.id}>
                      <button
                        type="button"
                        className={t.id === task?.id ? "link current" : "link"}
                        aria-current={t.id === task?.id ? "true" : undefined}
                        onClick={() => onSelect(t.id)}
                      >
                        {t.label}
                        {t.isPlaceholder && <span className="muted"> (placeholder)</span>}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </nav>
      {task ? <TaskDetail task={task} onOpenLibrary={onOpenLibrary} /> : <p className="muted">No tasks.</p>}
    </div>
  );
}
