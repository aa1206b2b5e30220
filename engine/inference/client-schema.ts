// The schema of an inference client's client.yaml (engine/inference/clients.ts reads it), and the names it
// may use (the flow partials: client-flows.ts). Apart from clients.ts so that the package, which ships
// client.yaml data validated when it is built, leaves the schema out (scripts/build-package.ts stands in
// for every `-schema.ts` module).
import { z } from "zod";
import { envName } from "../../catalogue/inference-schema.ts";
import { HTTP_FLOWS, type HttpFlow } from "./client-flows.ts";

/** The rules a client serves by (`serves`): CLIENT_RULES in clients.ts, which checks it has these. */
export const CLIENT_RULE_NAMES = ["http", "chat", "hub-sdk", "provider-sdk"] as const;

/** The request flows a client may lack (`lacks`): FLOWS in clients.ts. */
export const CLIENT_FLOW_NAMES = ["queue", "poll"] as const;


/** A package version: `1.33`, `4.13.28`. */
const version = z.string().regex(/^\d+(\.\d+)*$/);

/** What a client's snippets need (client.yaml `setup`): a package of the language's package manager, or commands. */
const setupSchema = z
  .strictObject({
    /** The package the snippets import (pip or npm name); its install command is written per language. */
    package: z.string().regex(/^[@\w./-]+$/).optional(),
    /** The oldest version the snippets work with (the verify run runs it): `pip install "pkg>=floor"`. */
    floor: version.optional(),
    /** Install commands, for a client without a package (empty: nothing to install). */
    install: z.array(z.string().regex(/\S/)).optional(),
    /**
     * Calls that need a newer version than `floor`: a provider's task its floor does not offer yet (the
     * verify run found it failing there). Their install line states this floor instead.
     */
    raise: z
      .array(z.strictObject({ provider: z.string().min(1), task: z.string().min(1), floor: version, reason: z.string().regex(/\S/) }))
      .optional(),
    /** Variables the client reads itself, by name, with what to set them to: in place of the call's token. */
    env: z.record(envName, z.string().regex(/\S/)).optional(),
  })
  .refine((setup) => (setup.package === undefined) !== (setup.install === undefined), { message: "give either package or install" })
  .refine((setup) => setup.floor === undefined || setup.package !== undefined, { path: ["floor"], message: "a floor is a package's" })
  .refine((setup) => setup.raise === undefined || setup.floor !== undefined, { path: ["raise"], message: "raises a floor: give floor" });

/** A client.yaml file. */
export const clientSchema = z
  .strictObject({
    order: z.number().int().nonnegative(),
    serves: z.enum(CLIENT_RULE_NAMES),
    /** Flows its templates do not handle: no snippet is offered rather than one that stops half way. */
    lacks: z.array(z.enum(CLIENT_FLOW_NAMES)).optional(),
    /** HTTP clients: the flow partials (HTTP_FLOWS) its folder does without, each with the reason. */
    without: z.partialRecord(z.enum(Object.keys(HTTP_FLOWS) as [HttpFlow, ...HttpFlow[]]), z.string().regex(/\S/, "give the reason")).optional(),
    /** What its snippets need installed, and variables it reads itself (see setupSchema). */
    setup: setupSchema,
  })
  .refine((client) => client.without === undefined || client.serves === "http", {
    path: ["without"],
    message: "only an HTTP client (serves: http) is written by flow",
  });
