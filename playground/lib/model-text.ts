// The model editor's text: YAML or JSON (JSON is YAML), parsed and validated by the engine.
import { parseDocument, stringify } from "yaml";
import { validateModel, type ModelRecord } from "../../engine/index.ts";

export type ParsedModel = { ok: true; model: ModelRecord } | { ok: false; problems: string[] };

export function parseModelText(text: string): ParsedModel {
  if (text.trim() === "") return { ok: false, problems: ["model: write a model record (YAML or JSON), e.g. id: gpt2"] };
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((e) => {
        const pos = e.linePos?.[0];
        const message = e.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
        return `${pos ? `line ${pos.line}, column ${pos.col}: ` : ""}${message}`;
      }),
    };
  }
  const data: unknown = doc.toJS();
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, problems: ["model: must be a mapping (YAML) or an object (JSON)"] };
  }
  try {
    return { ok: true, model: validateModel(data) };
  } catch (error) {
    return { ok: false, problems: (error as Error).message.split("\n") };
  }
}

export function modelToText(model: unknown): string {
  return stringify(model, { lineWidth: 0 });
}
