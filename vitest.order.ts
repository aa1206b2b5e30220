// The order test files start in, when a list gives it: the longest first. Files run side by side (a worker
// takes the next file when one ends), so a long file that starts last leaves the other workers idle at the
// end; longest first, the short ones fill in around the long ones. vitest's own order needs durations from
// an earlier run (none in a fresh clone) and falls back to file size, which says little of a file's time.
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** A sequencer that starts the files in `order` (paths from the root, longest first), then the rest. */
export function listedFirst(order: readonly string[]): new (...args: ConstructorParameters<typeof BaseSequencer>) => BaseSequencer {
  return class ListedFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (file: TestSpecification) => {
        const at = order.indexOf(relative(this.ctx.config.root, file.moduleId));
        return at < 0 ? order.length : at;
      };
      return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
    }
  };
}
