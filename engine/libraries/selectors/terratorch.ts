// TerraTorch builds backbones by registry name; the Prithvi repositories of ibm-nasa-geospatial map to
// the names below (pretrained weights are fetched from those repositories). Other models get a pointer
// to the TerraTorch docs.
import type { ModelRecord } from "../../model.ts";
import type { RenderedLibrarySnippet } from "../types.ts";
import { render, recordNotice } from "../render.ts";

/** Hub model id → TerraTorch backbone registry name. */
export const TERRATORCH_BACKBONES: Record<string, string> = {
  "ibm-nasa-geospatial/Prithvi-EO-1.0-100M": "terratorch_prithvi_eo_v1_100",
  "ibm-nasa-geospatial/Prithvi-EO-2.0-300M": "terratorch_prithvi_eo_v2_300",
  "ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL": "terratorch_prithvi_eo_v2_300_tl",
  "ibm-nasa-geospatial/Prithvi-EO-2.0-600M": "terratorch_prithvi_eo_v2_600",
  "ibm-nasa-geospatial/Prithvi-EO-2.0-600M-TL": "terratorch_prithvi_eo_v2_600_tl",
};

export function terratorchSnippets(model: ModelRecord): RenderedLibrarySnippet[] {
  const backbone = Object.hasOwn(TERRATORCH_BACKBONES, model.id) ? TERRATORCH_BACKBONES[model.id] : undefined;
  const install = render("sh", "terratorch", "install", { notice: recordNotice() });
  if (backbone === undefined) return [install, render("python", "terratorch", "other", { id: model.id, notice: recordNotice() })];
  return [install, render("python", "terratorch", "backbone", { backbone, notice: recordNotice() })];
}

export default terratorchSnippets;
