// A list of problems (validation messages, render errors, syntax errors); reserves its space when empty.
export function ProblemList({ problems, title, emptyText = "" }: { problems: string[]; title: string; emptyText?: string }) {
  return (
    <div className="problems" role="status" aria-label={title}>
      {problems.length === 0 ? (
        emptyText && <p className="muted">{emptyText}</p>
      ) : (
        <ul>
          {problems.map((problem, i) => (
            <li key={i} className="problem">
              {problem}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
