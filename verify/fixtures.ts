// Small byte fixtures: the input files snippets open and the media the mock answers with. Most are not
// decodable media, only bytes with the right signatures, so a swapped or truncated file is detected; the
// WAV sample is a real one-second tone (samples/sample1.wav, written by samples/make-sample-wav.ts), as fal
// checks what it is sent.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_OUTPUT_FORMAT, type OutputFormat } from "../catalogue/inference.ts";

function bytes(head: number[] | string, tag: string, tail: number[] = []): Buffer {
  const start = typeof head === "string" ? Buffer.from(head, "latin1") : Buffer.from(head);
  // Include every byte value once so an encoding slip (UTF-8, CRLF, NUL truncation) changes the file.
  const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  return Buffer.concat([start, Buffer.from(tag, "latin1"), all, Buffer.from(tail)]);
}

/** Files the snippets read, by the names the sample inputs give. */
export const INPUT_FILES: Record<string, { bytes: Buffer; contentType: string }> = {
  "sample1.flac": { bytes: bytes("fLaC", "verify-input-audio"), contentType: "audio/flac" },
  "sample1.wav": { bytes: readFileSync(new URL("./samples/sample1.wav", import.meta.url)), contentType: "audio/wav" },
  "cats.jpg": { bytes: bytes([0xff, 0xd8, 0xff, 0xe0], "verify-input-cats", [0xff, 0xd9]), contentType: "image/jpeg" },
  "invoice.jpg": { bytes: bytes([0xff, 0xd8, 0xff, 0xe0], "verify-input-invoice", [0xff, 0xd9]), contentType: "image/jpeg" },
};

export interface OutputMedia {
  bytes: Buffer;
  contentType: string;
  /** The file a snippet must save it as. */
  file: string;
}

/** Media the mock answers with, by file type (a route's `outputFormat`, or its task's default). */
export const FORMAT_MEDIA: Record<OutputFormat, OutputMedia> = {
  png: { bytes: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "verify-output-image"), contentType: "image/png", file: "output.png" },
  jpg: { bytes: bytes([0xff, 0xd8, 0xff, 0xe0], "verify-output-jpg", [0xff, 0xd9]), contentType: "image/jpeg", file: "output.jpg" },
  webp: { bytes: bytes("RIFF\0\0\0\0WEBP", "verify-output-webp"), contentType: "image/webp", file: "output.webp" },
  flac: { bytes: bytes("fLaC", "verify-output-audio"), contentType: "audio/flac", file: "output.flac" },
  wav: { bytes: bytes("RIFF\0\0\0\0WAVE", "verify-output-wav"), contentType: "audio/wav", file: "output.wav" },
  mp3: { bytes: bytes("ID3", "verify-output-mp3"), contentType: "audio/mpeg", file: "output.mp3" },
  mp4: { bytes: bytes([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], "verify-output-video"), contentType: "video/mp4", file: "output.mp4" },
};

/** Media the mock answers with, per output kind of a task, where the route names no file type. */
export const OUTPUT_MEDIA: Record<"image" | "audio" | "video", OutputMedia> = {
  image: FORMAT_MEDIA[DEFAULT_OUTPUT_FORMAT.image],
  audio: FORMAT_MEDIA[DEFAULT_OUTPUT_FORMAT.audio],
  video: FORMAT_MEDIA[DEFAULT_OUTPUT_FORMAT.video],
};

/** Every file name a snippet may save an answer as. */
export const OUTPUT_FILES: readonly string[] = Object.values(FORMAT_MEDIA).map((m) => m.file);

export function writeInputFiles(dir: string): void {
  for (const [name, file] of Object.entries(INPUT_FILES)) writeFileSync(join(dir, name), file.bytes);
}

/** Which input fixture a byte string is, or null. */
export function whichInputFile(data: Buffer): string | null {
  for (const [name, file] of Object.entries(INPUT_FILES)) if (file.bytes.equals(data)) return name;
  return null;
}

/** Decodes a base64 string or a `data:<type>;base64,` URL to the input fixture it carries, or null. */
export function inputFileInBase64(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(?:data:([a-z]+\/[a-z0-9.+-]+);base64,)?([A-Za-z0-9+/]+=*)$/.exec(value);
  if (!match) return null;
  const name = whichInputFile(Buffer.from(match[2]!, "base64"));
  if (name && match[1] && match[1] !== INPUT_FILES[name]!.contentType) return null;
  return name;
}
