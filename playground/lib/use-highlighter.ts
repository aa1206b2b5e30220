// A language's highlighter by id, as React state: undefined until its parser has loaded.
import { useEffect, useState } from "react";
import { loadedHighlighter, loadHighlighter, type Highlighter } from "./highlight.ts";

export function useHighlighter(id: string): Highlighter | undefined {
  const [highlighter, setHighlighter] = useState<{ id: string; run: Highlighter } | undefined>(() => {
    const run = loadedHighlighter(id);
    return run && { id, run };
  });
  useEffect(() => {
    let live = true;
    loadHighlighter(id).then((run) => live && setHighlighter(run ? { id, run } : undefined), () => {});
    return () => {
      live = false;
    };
  }, [id]);
  // A highlighter for another language (the id just changed) is not used.
  return highlighter?.id === id ? highlighter.run : loadedHighlighter(id);
}
