// A highlighting language by id, as React state: undefined until its parser has loaded.
import { useEffect, useState } from "react";
import type { Language } from "@codemirror/language";
import { loadedLanguage, loadLanguage } from "./highlight.ts";

export function useLanguage(id: string): Language | undefined {
  const [language, setLanguage] = useState(() => loadedLanguage(id));
  useEffect(() => {
    let live = true;
    setLanguage(loadedLanguage(id));
    loadLanguage(id).then((l) => live && setLanguage(l ?? undefined), () => {});
    return () => {
      live = false;
    };
  }, [id]);
  return language;
}
