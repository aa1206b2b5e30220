// Writes sample1.wav: one second of a 440 Hz tone, 8 kHz, 16-bit mono PCM (about 16 kB). The committed
// file is this script's output; rerun it only to change the sample:
//   npx tsx verify/samples/make-sample-wav.ts
import { writeFileSync } from "node:fs";

const RATE = 8000;
const SECONDS = 1;
const FREQUENCY = 440;

export function toneWav(): Buffer {
  const samples = RATE * SECONDS;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    // A quarter-amplitude sine with short fades, so the sample starts and ends without a click.
    const fade = Math.min(1, i / 400, (samples - 1 - i) / 400);
    data.writeInt16LE(Math.round(8192 * fade * Math.sin((2 * Math.PI * FREQUENCY * i) / RATE)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "latin1");
  header.write("fmt ", 12, "latin1");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36, "latin1");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL("./sample1.wav", import.meta.url), toneWav());
}
