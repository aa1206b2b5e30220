// Light, dark, or follow the system; remembered in localStorage, applied as <html data-theme>.
import { memo, useEffect, useState } from "react";

export type Theme = "system" | "light" | "dark";
const KEY = "playground-theme";

function stored(): Theme {
  try {
    const value = localStorage.getItem(KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

// memo: nothing to redraw when the app re-renders (every template keystroke).
export const ThemeToggle = memo(function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(stored);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === "system") delete root.dataset.theme;
    else root.dataset.theme = theme;
    try {
      if (theme === "system") localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, theme);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, [theme]);
  return (
    <label className="theme-toggle">
      Theme{" "}
      <select value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
});
