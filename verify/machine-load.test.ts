import { describe, expect, it } from "vitest";
import { concurrencyNote, describeLimit, idleCores, limit, scaled, timeScale, timedOut } from "./machine-load.ts";

describe("the time scale", () => {
  it("is 1 on an idle machine and grows with the load per core", () => {
    expect(timeScale({}, { cores: 2, load: 0 })).toBe(1);
    expect(timeScale({}, { cores: 2, load: 1 })).toBe(1);
    expect(timeScale({}, { cores: 2, load: 3 })).toBe(2);
    // The busy runner: load 11 on 2 cores.
    expect(timeScale({}, { cores: 2, load: 11 })).toBe(6);
    expect(timeScale({}, { cores: 8, load: 2.5 })).toBe(1);
    expect(timeScale({}, { cores: 4, load: 6.2 })).toBe(1.8);
  });

  it("is TEST_TIME_SCALE when set, whatever the load, and refuses one that is no number above 0", () => {
    expect(timeScale({ TEST_TIME_SCALE: "4" }, { cores: 2, load: 0 })).toBe(4);
    expect(timeScale({ TEST_TIME_SCALE: "0.5" }, { cores: 2, load: 11 })).toBe(0.5);
    expect(timeScale({ TEST_TIME_SCALE: " " }, { cores: 2, load: 3 })).toBe(2);
    for (const bad of ["0", "-2", "fast", "Infinity"]) expect(() => timeScale({ TEST_TIME_SCALE: bad }, { cores: 2, load: 0 }), bad).toThrow(`TEST_TIME_SCALE=${bad}: needs a number above 0`);
  });
});

describe("a limit", () => {
  it("is its idle figure times the scale", () => {
    expect(limit(8000, 1)).toEqual({ idleMs: 8000, scale: 1, ms: 8000 });
    expect(limit(30_000, 2.5)).toEqual({ idleMs: 30_000, scale: 2.5, ms: 75_000 });
    expect(scaled(240_000, 6)).toBe(1_440_000);
  });

  it("that fires says what it waited for, how long, and how the figure was made", () => {
    expect(describeLimit(limit(8000, 1.5))).toBe("12000 ms (8 s idle × time scale 1.5; TEST_TIME_SCALE sets the scale)");
    expect(timedOut("the snippet to exit", limit(30_000, 2))).toBe("timed out after 60000 ms (30 s idle × time scale 2; TEST_TIME_SCALE sets the scale) waiting for the snippet to exit");
  });
});

describe("the free cores", () => {
  const at = (idle: number, busy: number) => ({ idle, total: idle + busy });

  it("are the cores' idle share between two readings, whole, at least 1 and at most the cores", () => {
    expect(idleCores(at(0, 0), at(2000, 0), 2)).toBe(2);
    expect(idleCores(at(0, 0), at(1000, 1000), 2)).toBe(1);
    expect(idleCores(at(0, 0), at(100, 1900), 2)).toBe(1);
    expect(idleCores(at(500, 500), at(3500, 1500), 4)).toBe(3);
    // No time passed between the readings: nothing says the cores are busy.
    expect(idleCores(at(10, 10), at(10, 10), 4)).toBe(4);
  });

  it("are named with the concurrency chosen", () => {
    expect(concurrencyNote(4, 2, { cores: 2, load: 0.44 })).toMatch(/^4 at a time \(2 of 2 cores free, load 0\.4, time scale \d/);
  });
});
