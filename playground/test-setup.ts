// The playground's component tests (jsdom) wait for what renders later (`findBy…`, `waitFor`): Testing
// Library's limit for that is 1 s by default, which a busy machine overruns with nothing wrong (a GGUF
// case's "matches golden" badge, under stress-ng). Like every wait here it guards against a hang: 5 s
// idle times the machine's time scale (verify/machine-load.ts; TEST_TIME_SCALE sets it).
//
// npm test runs its files in one worker that keeps its modules and its jsdom window from one file to the
// next (vitest.config.ts, isolate: false), and with the window its storage: each file starts with the empty
// storage of a fresh browser. A workspace left a megabyte draft there once, and every later file whose
// page read it rendered the draft in slices (App.test.tsx's lazily loaded view then missed its limit).
import { beforeAll } from "vitest";
import { scaled } from "../verify/machine-load.ts";

if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: scaled(5_000) });
  beforeAll(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
