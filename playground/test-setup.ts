// The playground's component tests (jsdom) wait for what renders later (`findBy…`, `waitFor`): Testing
// Library's limit for that is 1 s by default, which a busy machine overruns with nothing wrong (a GGUF
// case's "matches golden" badge, under stress-ng). Like every wait here it guards against a hang: 5 s
// idle times the machine's time scale (verify/machine-load.ts; TEST_TIME_SCALE sets it).
import { scaled } from "../verify/machine-load.ts";

if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: scaled(5_000) });
}
