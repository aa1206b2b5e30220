// The media the mock answers with and the input files snippets read are real files that decoders read,
// tag and all: the audio with libsndfile (soundfile), the video with FFmpeg (PyAV), the images with Pillow,
// from the library runtime (verify/runtimes/python/make-env.sh libraries). Without it, skipped.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FORMAT_MEDIA, INPUT_FILES } from "./fixtures.ts";
import { scaled } from "./machine-load.ts";
import { PROBE_IDLE_MS, runWithin } from "./run-within.ts";

const venv = join(import.meta.dirname, "../.cache/venv-libraries");
const python = join(venv, "bin", "python");
// make-env.sh writes .requirements last: a runtime still being made (CI makes it beside npm test) is not one.
const installed = existsSync(join(venv, ".requirements"));
if (!installed) console.log("skipped decoding the mock's media: the library runtime is not installed (verify/runtimes/python/make-env.sh libraries)");
const dir = mkdtempSync(join(tmpdir(), "verify-media-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DECODE = `
import json, sys
import av, soundfile
from PIL import Image
out = {}
for path in sys.argv[1:]:
    name = path.rsplit("/", 1)[-1]
    if name.endswith((".flac", ".mp3", ".wav")):
        data, rate = soundfile.read(path)
        out[name] = {"seconds": round(len(data) / rate, 2)}
    elif name.endswith(".mp4"):
        with av.open(path) as video:
            frames = [f for f in video.decode(video=0)]
        out[name] = {"frames": len(frames), "width": frames[0].width}
    else:
        with Image.open(path) as image:
            image.load()
            out[name] = {"width": image.width}
print(json.dumps(out))
`;

describe("the mock's media and the input files", () => {
  it.skipIf(!installed)("decode: audio 0.1 s (the input FLAC and WAV too), video 4 frames of 16 px, images", () => {
    const files: string[] = [];
    for (const media of Object.values(FORMAT_MEDIA)) files.push(join(dir, media.file));
    for (const media of Object.values(FORMAT_MEDIA)) writeFileSync(join(dir, media.file), media.bytes);
    for (const [name, file] of Object.entries(INPUT_FILES)) {
      writeFileSync(join(dir, `input-${name}`), file.bytes);
      files.push(join(dir, `input-${name}`));
    }
    const r = runWithin(PROBE_IDLE_MS, "python decoding the media files", python, ["-c", DECODE, ...files]);
    expect(r.status, r.stderr).toBe(0);
    const decoded = JSON.parse(r.stdout) as Record<string, Record<string, number>>;
    expect(decoded["output.flac"]).toEqual({ seconds: 0.1 });
    expect(decoded["output.mp3"]!.seconds).toBeGreaterThanOrEqual(0.1);
    expect(decoded["output.wav"]).toEqual({ seconds: 0.1 });
    expect(decoded["output.mp4"]).toEqual({ frames: 4, width: 16 });
    for (const image of ["output.png", "output.jpg", "output.webp", "input-cats.jpg", "input-invoice.jpg"]) expect(decoded[image]!.width).toBe(8);
    expect(decoded["input-sample1.flac"]).toEqual({ seconds: 0.1 });
    expect(decoded["input-sample1.wav"]!.seconds).toBe(1);
  }, scaled(PROBE_IDLE_MS + 30_000));

  it("each carries its own tag, so a swapped file is told apart", () => {
    const all = [...Object.values(FORMAT_MEDIA).map((m) => m.bytes), ...Object.values(INPUT_FILES).map((f) => f.bytes)];
    expect(new Set(all.map((b) => b.toString("base64"))).size).toBe(all.length);
  });
});
