// The model editor's text: YAML or JSON (JSON is YAML), read by the project's YAML reader
// (catalogue/yaml-text.ts) and validated by the engine. The playground loads one YAML library, that one.
import { dump } from "js-yaml";
import { parseYamlText } from "../../catalogue/yaml-text.ts";
import { validateModel, type ModelRecord } from "../../engine/index.ts";

export type ParsedModel = { ok: true; model: ModelRecord } | { ok: false; problems: string[] };

export function parseModelText(text: string): ParsedModel {
  if (text.trim() === "") return { ok: false, problems: ["model: write a model record (YAML or JSON), e.g. id: gpt2"] };
  let data: unknown;
  try {
    data = parseYamlText("model", text);
  } catch (error) {
    // `model:line:column: problem`, as the editor shows it.
    const message = (error as Error).message;
    const at = /^model:(\d+):(\d+): (.*)$/.exec(message);
    return { ok: false, problems: [at ? `line ${at[1]}, column ${at[2]}: ${at[3]}` : message] };
  }
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
  return dump(model, { lineWidth: -1, noRefs: true });
}
