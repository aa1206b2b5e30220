// Snippets grouped by language, then client.
import type { ReactNode } from "react";

export interface GroupedItem {
  language: string;
  key: string;
  node: ReactNode;
}

const LANGUAGE_NAMES: Record<string, string> = { python: "Python", js: "JavaScript", ts: "TypeScript", sh: "Shell" };

export function SnippetGroups({ items, empty }: { items: GroupedItem[]; empty: string }) {
  if (items.length === 0) return <p className="muted">{empty}</p>;
  const languages = [...new Set(items.map((i) => i.language))];
  return (
    <div className="snippet-groups">
      {languages.map((language) => (
        <section key={language} aria-label={LANGUAGE_NAMES[language] ?? language}>
          <h3>{LANGUAGE_NAMES[language] ?? language}</h3>
          {items
            .filter((i) => i.language === language)
            .map((i) => (
              <div key={i.key}>{i.node}</div>
            ))}
        </section>
      ))}
    </div>
  );
}
