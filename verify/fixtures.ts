// Small byte fixtures: the input files snippets open and the media the mock answers with. The media the
// mock answers with are real ones (images by samples/make-images.py, audio and video by
// samples/make-media.py: clients that decode them, as huggingface_hub does images with Pillow, and the
// user's player read them), each carrying a tag and every byte value in a place decoders skip, so a
// swapped or truncated file is detected. The WAV sample is a real one-second tone (samples/sample1.wav,
// written by samples/make-sample-wav.ts), as fal checks what it is sent.
import { readFileSync, writeFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import { join } from "node:path";
import { DEFAULT_OUTPUT_FORMAT, type OutputFormat } from "../catalogue/inference.ts";

/** The tag and every byte value: an encoding slip (UTF-8, CRLF, NUL truncation) changes the file. */
const marked = (tag: string) => Buffer.concat([Buffer.from(tag, "latin1"), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8x8 RGB PNG (a gradient) with a private ancillary chunk holding the tag, which decoders skip. */
export function taggedPng(tag: string): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows = Array.from({ length: 8 }, (_, y) => Buffer.from([0, ...Array.from({ length: 8 }, (_, x) => [x * 32, y * 32, 128]).flat()]));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("vrFy", marked(tag)), pngChunk("IDAT", deflateSync(Buffer.concat(rows))), pngChunk("IEND", Buffer.alloc(0))]);
}

/** samples/output.jpg (Pillow, by samples/make-images.py) with a comment segment holding the tag after SOI. */
function taggedJpeg(tag: string): Buffer {
  const jpeg = readFileSync(new URL("./samples/output.jpg", import.meta.url));
  const comment = marked(tag);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

const sample = (file: string) => readFileSync(new URL(`./samples/${file}`, import.meta.url));

/** samples/output.wav with a chunk of its own ("vrfy", which WAV readers skip) holding the tag. */
function taggedWav(tag: string): Buffer {
  const wav = sample("output.wav");
  const data = marked(tag);
  const chunk = Buffer.concat([Buffer.from("vrfy", "latin1"), Buffer.alloc(4), data, Buffer.alloc(data.length % 2)]);
  chunk.writeUInt32LE(data.length, 4);
  const tagged = Buffer.concat([wav, chunk]);
  tagged.writeUInt32LE(tagged.length - 8, 4);
  return tagged;
}

/** samples/output.mp4 with a top-level "free" box holding the tag (players skip it). */
function taggedMp4(tag: string): Buffer {
  const data = marked(tag);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + data.length, 0);
  header.write("free", 4, "latin1");
  return Buffer.concat([sample("output.mp4"), header, data]);
}

/** samples/output.flac with an APPLICATION metadata block ("vrfy") after STREAMINFO holding the tag. */
function taggedFlac(tag: string): Buffer {
  const flac = sample("output.flac");
  const streaminfoEnd = 8 + flac.readUIntBE(5, 3);
  const last = flac[4]! & 0x80;
  const data = Buffer.concat([Buffer.from("vrfy", "latin1"), marked(tag)]);
  const header = Buffer.from([last | 2, (data.length >> 16) & 0xff, (data.length >> 8) & 0xff, data.length & 0xff]);
  const tagged = Buffer.concat([flac.subarray(0, streaminfoEnd), header, data, flac.subarray(streaminfoEnd)]);
  tagged[4] = flac[4]! & 0x7f;
  return tagged;
}

/** samples/output.mp3 after an ID3v2.3 tag whose PRIV frame holds the tag (decoders skip the ID3 tag by its size). */
function taggedMp3(tag: string): Buffer {
  const frameData = Buffer.concat([Buffer.from("verify\0", "latin1"), marked(tag)]);
  const frameHeader = Buffer.alloc(10);
  frameHeader.write("PRIV", 0, "latin1");
  frameHeader.writeUInt32BE(frameData.length, 4);
  const size = frameHeader.length + frameData.length;
  // ID3v2 sizes are "syncsafe": seven bits a byte.
  const syncsafe = [21, 14, 7, 0].map((shift) => (size >> shift) & 0x7f);
  const id3 = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, ...syncsafe]);
  return Buffer.concat([id3, frameHeader, frameData, sample("output.mp3")]);
}

/** Width and height of a PNG, JPEG or WebP image, or null when the bytes are none of them. */
export function imageSize(image: Buffer): { width: number; height: number } | null {
  if (image.length > 24 && image.readUInt32BE(0) === 0x89504e47) return { width: image.readUInt32BE(16), height: image.readUInt32BE(20) };
  if (image.length > 4 && image[0] === 0xff && image[1] === 0xd8) {
    for (let i = 2; i + 9 < image.length; ) {
      if (image[i] !== 0xff) return null;
      const marker = image[i + 1]!;
      const length = image.readUInt16BE(i + 2);
      // Start of frame (baseline, extended, progressive, lossless): height, then width.
      if (marker >= 0xc0 && marker <= 0xc3) return { width: image.readUInt16BE(i + 7), height: image.readUInt16BE(i + 5) };
      i += 2 + length;
    }
    return null;
  }
  if (image.length > 30 && image.toString("latin1", 0, 4) === "RIFF" && image.toString("latin1", 8, 12) === "WEBP") {
    const chunk = image.toString("latin1", 12, 16);
    if (chunk === "VP8L") {
      const bits = image.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8 ") return { width: image.readUInt16LE(26) & 0x3fff, height: image.readUInt16LE(28) & 0x3fff };
    if (chunk === "VP8X") return { width: image.readUIntLE(24, 3) + 1, height: image.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/**
 * The public sample files library snippets read (catalogue/inference/sample-inputs.yaml `files`), by kind:
 * what the verify run answers their URLs with, each of its URL's format: a PNG, the FLAC clip, an AVI
 * (samples/sample.avi, by samples/make-avi.py).
 */
export const SAMPLE_FILES: Record<"audio" | "image" | "video", { bytes: Buffer; contentType: string }> = {
  audio: { bytes: taggedFlac("verify-sample-audio"), contentType: "audio/flac" },
  image: { bytes: taggedPng("verify-sample-image"), contentType: "image/png" },
  video: { bytes: sample("sample.avi"), contentType: "video/x-msvideo" },
};

/** Files the snippets read, by the names the sample inputs give. */
export const INPUT_FILES: Record<string, { bytes: Buffer; contentType: string }> = {
  "sample1.flac": { bytes: taggedFlac("verify-input-audio"), contentType: "audio/flac" },
  "sample1.wav": { bytes: readFileSync(new URL("./samples/sample1.wav", import.meta.url)), contentType: "audio/wav" },
  "cats.jpg": { bytes: taggedJpeg("verify-input-cats"), contentType: "image/jpeg" },
  "invoice.jpg": { bytes: taggedJpeg("verify-input-invoice"), contentType: "image/jpeg" },
  "clip.mp4": { bytes: taggedMp4("verify-input-video"), contentType: "video/mp4" },
};

export interface OutputMedia {
  bytes: Buffer;
  contentType: string;
  /** The file a snippet must save it as. */
  file: string;
}

/** Media the mock answers with, by file type (a route's `outputFormat`, or its task's default). */
export const FORMAT_MEDIA: Record<OutputFormat, OutputMedia> = {
  png: { bytes: taggedPng("verify-output-image"), contentType: "image/png", file: "output.png" },
  jpg: { bytes: taggedJpeg("verify-output-jpg"), contentType: "image/jpeg", file: "output.jpg" },
  webp: { bytes: sample("output.webp"), contentType: "image/webp", file: "output.webp" },
  flac: { bytes: taggedFlac("verify-output-audio"), contentType: "audio/flac", file: "output.flac" },
  wav: { bytes: taggedWav("verify-output-wav"), contentType: "audio/wav", file: "output.wav" },
  mp3: { bytes: taggedMp3("verify-output-mp3"), contentType: "audio/mpeg", file: "output.mp3" },
  mp4: { bytes: taggedMp4("verify-output-video"), contentType: "video/mp4", file: "output.mp4" },
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
