// Render errors, each distinct one once with the number of cases it fails (their names on demand) and a
// link to the line of the template it names; reserves its space when empty, as ProblemList does.
import type { ErrorGroup } from "../lib/error-groups.ts";

export interface ErrorGroupListProps {
  groups: readonly ErrorGroup[];
  title: string;
  /** Opens a template at a line (the group names one). */
  onOpen?: (template: string, line: number) => void;
  /** More problems, one line each (a checker that did not load, …). */
  extra?: readonly string[];
}

export function ErrorGroupList({ groups, title, onOpen, extra = [] }: ErrorGroupListProps) {
  return (
    <div className="problems" role="status" aria-label={title}>
      {groups.length + extra.length > 0 && (
        <ul>
          {groups.map((group) => (
            <li key={group.message} className="problem error-group" data-testid="error-group" data-cases={group.cases.length}>
              <span className="badge badge-error" data-testid="error-count">
                {group.cases.length} case{group.cases.length === 1 ? "" : "s"}
              </span>{" "}
              {group.message}
              {group.at && onOpen && (
                <>
                  {" "}
                  <button type="button" className="link-button" onClick={() => onOpen(group.at!.template, group.at!.line)}>
                    Open templates/{group.at.template}.hbs at line {group.at.line}
                  </button>
                </>
              )}
              {group.cases.length > 1 && (
                <details className="error-cases">
                  <summary>the {group.cases.length} cases</summary>
                  <ul>
                    {group.cases.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
          {extra.map((problem, i) => (
            <li key={`extra-${i}`} className="problem">
              {problem}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
