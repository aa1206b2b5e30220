// GGUF quantisation types: file schemes in size order, tensor types, and a file-name parser box.
import { useState } from "react";
import { GGMLFileQuantizationType, GGMLQuantizationType, GGUF_QUANT_ORDER, parseGGUFQuantLabel } from "../../../catalogue/index.ts";

function members(e: Record<string, string | number>): [string, number][] {
  return Object.entries(e).filter((entry): entry is [string, number] => typeof entry[1] === "number");
}

export function QuantisationTable() {
  const [name, setName] = useState("Meta-Llama-3-8B-Instruct.Q4_K_M.gguf");
  const label = parseGGUFQuantLabel(name);
  const rank = new Map(GGUF_QUANT_ORDER.map((q, i) => [q, i + 1]));
  return (
    <div className="quantisation">
      <h2 className="visually-hidden">Quantisation</h2>
      <section aria-labelledby="quant-parse">
        <h3 id="quant-parse">Parse a GGUF file name</h3>
        <input type="text" aria-label="GGUF file name" value={name} spellCheck={false} onChange={(e) => setName(e.target.value)} />
        <p role="status" data-testid="quant-label">
          {label ? (
            <>
              Quantisation: <code>{label}</code>
            </>
          ) : (
            "No quantisation label found."
          )}
        </p>
      </section>
      <div className="two-columns">
        <section aria-labelledby="quant-file">
          <h3 id="quant-file">File types (general.file_type)</h3>
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Value</th>
                <th>Size rank</th>
              </tr>
            </thead>
            <tbody>
              {members(GGMLFileQuantizationType as unknown as Record<string, number>).map(([key, value]) => (
                <tr key={key} className={label && key === label.replace(/^UD-/, "") ? "current" : undefined}>
                  <td>
                    <code>{key}</code>
                  </td>
                  <td>{value}</td>
                  <td>{rank.get(value) ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="quant-tensor">
          <h3 id="quant-tensor">Tensor types (ggml_type)</h3>
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Value</th>
              </tr>
            </thead>
            <tbody>
              {members(GGMLQuantizationType as unknown as Record<string, number>).map(([key, value]) => (
                <tr key={key}>
                  <td>
                    <code>{key}</code>
                  </td>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
