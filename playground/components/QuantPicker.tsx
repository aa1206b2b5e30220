// The GGUF quantisation picker of the local apps (the Snippets view's and the model page's "Use this
// model" menu): the record's quantisations, and a default that lets the engine pick Q4_K_M or the nearest.
export interface QuantPickerProps {
  /** The quantisations the record's files hold. */
  quants: readonly string[];
  /** The picked one, "" for the default. */
  value: string;
  onChange(quant: string): void;
  /** The label's text. */
  label: string;
  className?: string;
}

export function QuantPicker({ quants, value, onChange, label, className }: QuantPickerProps) {
  return (
    <label className={className}>
      {label}{" "}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">default (Q4_K_M or nearest)</option>
        {quants.map((q) => (
          <option key={q} value={q}>
            {q}
          </option>
        ))}
      </select>
    </label>
  );
}
