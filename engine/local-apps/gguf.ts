// GGUF file choice: which file of a repository a local app should run. Files come from the record's
// `siblings` (as the hub API lists them). A model split into parts (`name-00001-of-00003.gguf`) counts
// as one file, named by its first part, and only when every part is there. Projector (mmproj) and
// importance-matrix files are not models.
import {
  GGMLFileQuantizationType,
  GGUF_QUANT_RE,
  findNearestQuantType,
  parseGGUFQuantLabel,
} from "../../catalogue/quantisation.ts";
import { InputError } from "../../catalogue/input-error.ts";
import { HUB_PLACEHOLDERS } from "../hub.ts";
import type { ModelRecord } from "../model.ts";

/** A GGUF model file of the repository, with its quantisation. */
export interface GGUFFile {
  /** Path of the file, or of its first part when split. */
  path: string;
  /** Quantisation label as it appears in the name (`Q4_K_M`, `UD-Q4_K_XL`), or null when it has none. */
  quant: string | null;
  /** The label's scheme, or null when the name has no label the catalogue knows. */
  type: GGMLFileQuantizationType | null;
  /** How many files it is stored in (1 unless split). */
  parts: number;
  /** The hub's placeholders stand for a file not picked yet (the `placeholders` option): path `{{GGUF_FILE}}`, quant `{{QUANT_TAG}}`. */
  placeholder?: true;
}

/**
 * The file a model page has not picked yet, as the hub's page code expects it: `{{QUANT_TAG}}` where the
 * quantisation goes (the page puts the one its picker shows), `{{GGUF_FILE}}` where the file's path goes.
 */
export const PLACEHOLDER_FILE: Readonly<GGUFFile> = Object.freeze({ path: HUB_PLACEHOLDERS.file, quant: HUB_PLACEHOLDERS.quant, type: null, parts: 1, placeholder: true });

/** Whether a record is a GGUF repository: it lists a GGUF model file, or (without a file list) has the hub's GGUF summary or tag. */
export function isGGUFRepository(model: ModelRecord): boolean {
  if (model.siblings !== undefined) return ggufFiles(model).length > 0;
  return model.gguf !== undefined || (model.tags ?? []).includes("gguf");
}

/** The default scheme: the catalogue's preference is Q4_K_M, else the nearest one present. */
export const DEFAULT_QUANT = GGMLFileQuantizationType.Q4_K_M;

/** A getLocalApps option that cannot be used: a `file` that is no GGUF model file of the repository, a `quant` it lacks. */
export class LocalAppOptionsError extends InputError {
  /** The class\'s name, kept in the minified package. */
  override readonly name: string = "LocalAppOptionsError";
}


const SPLIT_RE = /-(\d{5})-of-(\d{5})\.gguf$/i;
const NOT_A_MODEL_RE = /(^|[/_.-])(mmproj|imatrix)([/_.-]|$)/i;

function quantOf(path: string): { quant: string | null; type: GGMLFileQuantizationType | null } {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const quant = parseGGUFQuantLabel(name) ?? null;
  if (quant === null) return { quant, type: null };
  const scheme = GGUF_QUANT_RE.exec(quant)?.groups?.quant;
  const type = scheme !== undefined ? (GGMLFileQuantizationType[scheme as keyof typeof GGMLFileQuantizationType] ?? null) : null;
  return { quant, type };
}

/** The usable GGUF model files of a record, sorted by path. */
export function ggufFiles(model: ModelRecord): GGUFFile[] {
  const paths = new Set((model.siblings ?? []).map((s) => s.rfilename).filter((p) => /\.gguf$/i.test(p) && !NOT_A_MODEL_RE.test(p)));
  const files: GGUFFile[] = [];
  for (const path of [...paths].sort()) {
    const split = SPLIT_RE.exec(path);
    if (!split) {
      files.push({ path, parts: 1, ...quantOf(path) });
      continue;
    }
    const [, part, total] = split;
    const count = Number(total);
    if (Number(part) !== 1 || count < 1) continue;
    const stem = path.slice(0, split.index);
    const width = total!.length;
    let complete = true;
    for (let i = 2; i <= count && complete; i++) {
      complete = paths.has(`${stem}-${String(i).padStart(width, "0")}-of-${total}.gguf`);
    }
    if (complete) files.push({ path, parts: count, ...quantOf(stem) });
  }
  return files;
}

/**
 * The GGUF file at a path the user picked (a model page knows it), checked: a `.gguf` path in the
 * repository, among the record's `siblings` when it lists them. A part of a split model stands for the
 * whole (its first part, the part count from its name). Throws LocalAppOptionsError naming `file`.
 */
export function ggufFileAt(model: ModelRecord, path: unknown): GGUFFile {
  if (typeof path !== "string") throw new LocalAppOptionsError(`file: must be a path such as "model-Q4_K_M.gguf", got ${JSON.stringify(path) ?? String(path)}`);
  const parts = path.split("/");
  if (parts.some((p) => p === "" || p === "." || p === "..") || /[\0-\x1f\x7f\\]/.test(path)) {
    throw new LocalAppOptionsError(`file: ${JSON.stringify(path)} must be a file path in the repository (no leading '/', no '.' or '..' parts)`);
  }
  if (!/\.gguf$/i.test(path) || NOT_A_MODEL_RE.test(path)) throw new LocalAppOptionsError(`file: ${JSON.stringify(path)} is not a GGUF model file`);
  if (model.siblings !== undefined && !model.siblings.some((s) => s.rfilename === path)) {
    throw new LocalAppOptionsError(`file: ${JSON.stringify(path)} is not among the model's files (siblings)`);
  }
  const split = SPLIT_RE.exec(path);
  if (!split) return { path, parts: 1, ...quantOf(path) };
  const stem = path.slice(0, split.index);
  const total = split[2]!;
  return { path: `${stem}-${"1".padStart(total.length, "0")}-of-${total}.gguf`, parts: Number(total), ...quantOf(stem) };
}

/** Labels a user may ask for (`quant` option), in file order, without repeats. */
export function availableQuants(files: readonly GGUFFile[]): string[] {
  return [...new Set(files.flatMap((f) => (f.quant ? [f.quant] : [])))];
}

/**
 * The file to run. With `wanted` (a label such as `Q8_0`, any case) the file carrying that label,
 * else an error listing what there is. Without it: the catalogue's default scheme when present, else
 * the nearest present scheme (findNearestQuantType); among files of one scheme a plain label before a
 * prefixed one (`Q4_K_M` before `UD-Q4_K_M`), then a single file before a split one, then by path.
 * Files with no known scheme are chosen only when no file has one. Undefined when there is no file.
 */
export function chooseGGUF(files: readonly GGUFFile[], wanted?: string): GGUFFile | undefined {
  if (wanted !== undefined) {
    const label = wanted.toUpperCase();
    const found = files.filter((f) => f.quant === label).sort(byPreference)[0];
    if (found) return found;
    const available = availableQuants(files);
    throw new LocalAppOptionsError(
      available.length
        ? `quant: ${JSON.stringify(wanted)} is not among this model's GGUF files (available: ${available.join(", ")})`
        : `quant: ${JSON.stringify(wanted)}: this model has no GGUF file with a quantisation label`,
    );
  }
  const typed = files.filter((f) => f.type !== null);
  if (typed.length === 0) return files[0];
  const nearest = findNearestQuantType(DEFAULT_QUANT, typed.map((f) => f.type!));
  const candidates = typed.filter((f) => f.type === nearest);
  return (candidates.length ? candidates : typed).sort(byPreference)[0];
}

function byPreference(a: GGUFFile, b: GGUFFile): number {
  const prefixed = (f: GGUFFile) => (f.quant !== null && f.type !== null && f.quant !== GGMLFileQuantizationType[f.type] ? 1 : 0);
  return prefixed(a) - prefixed(b) || a.parts - b.parts || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}
