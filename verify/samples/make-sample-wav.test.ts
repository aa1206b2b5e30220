import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INPUT_FILES } from "../fixtures.ts";
import { toneWav } from "./make-sample-wav.ts";

describe("the WAV sample", () => {
  const file = readFileSync(new URL("./sample1.wav", import.meta.url));
  it("is what its script writes", () => {
    expect(file.equals(toneWav())).toBe(true);
    expect(INPUT_FILES["sample1.wav"]!.bytes.equals(file)).toBe(true);
  });
  it("is a well-formed one-second PCM WAV file", () => {
    expect(file.toString("latin1", 0, 4)).toBe("RIFF");
    expect(file.readUInt32LE(4)).toBe(file.length - 8);
    expect(file.toString("latin1", 8, 16)).toBe("WAVEfmt ");
    expect(file.readUInt16LE(20)).toBe(1); // PCM
    const [rate, blockAlign] = [file.readUInt32LE(24), file.readUInt16LE(32)];
    expect(file.toString("latin1", 36, 40)).toBe("data");
    expect(file.readUInt32LE(40)).toBe(file.length - 44);
    expect((file.length - 44) / blockAlign / rate).toBe(1);
    // Not silence: the tone reaches a quarter of full scale.
    let peak = 0;
    for (let i = 44; i < file.length; i += 2) peak = Math.max(peak, Math.abs(file.readInt16LE(i)));
    expect(peak).toBeGreaterThan(8000);
  });
});
