// The keyboard shortcuts, in a modal dialog (`?` opens and closes it, Escape closes it).
import { memo, useEffect, useRef } from "react";
import { SHORTCUTS } from "../lib/shortcuts.ts";

// memo: the app re-renders on every template keystroke; the dialog has nothing to redraw then.
export const ShortcutHelp = memo(function ShortcutHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="shortcut-help" aria-labelledby="shortcut-help-title" onClose={onClose}>
      <h2 id="shortcut-help-title">Keyboard shortcuts</h2>
      <table>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.shortcut}>
              <th scope="row">
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && " or "}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </th>
              <td>{s.does}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">
              <kbd>Esc</kbd>, then <kbd>Tab</kbd>
            </th>
            <td>Leave a code editor (Tab indents inside it)</td>
          </tr>
        </tbody>
      </table>
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
});
