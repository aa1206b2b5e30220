// The providers offered for a model: those the engine builds a request for with that model's task
// (the engine decides; nothing here knows which provider serves what).
import { providers } from "../../catalogue/index.ts";
import { prepareInference, type ModelRecord } from "../../engine/index.ts";

export function providersFor(model: ModelRecord): string[] {
  return Object.keys(providers).filter((provider) => {
    try {
      return prepareInference(model, { provider }).prepared !== null;
    } catch {
      return false;
    }
  });
}
