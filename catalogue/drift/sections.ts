// Every drift section, in report order. A new section is one module and one line here.
import { librariesSection } from "./libraries.ts";
import { pipelinesSection } from "./pipelines.ts";
import { providersSection } from "./providers.ts";
import { quantisationSection } from "./quantisation.ts";
import { tasksSection } from "./tasks.ts";
import type { DriftSection } from "./types.ts";

export const DRIFT_SECTIONS: readonly DriftSection[] = [librariesSection, tasksSection, pipelinesSection, quantisationSection, providersSection];
