// What catalogue/local-apps.yaml holds: the schemas catalogue/local-apps.ts validates it with, each checked
// to give exactly the shape catalogue/shapes.ts declares.
import { z } from "zod";
import { isPipelineType } from "./pipeline-ids.ts";
import {
  FILE_KINDS,
  PLATFORMS,
  type Condition,
  type DocumentedForm,
  type Holds,
  type LocalAppData,
  type LocalAppSnippetData,
  type SameType,
} from "./shapes.ts";

const https = z.url({ protocol: /^https$/, error: "must be an https URL" });
const nonEmpty = z.string().min(1);
const pipelineId = z.string().refine(isPipelineType, { error: (issue) => `${JSON.stringify(issue.input)} is not a pipeline type` });



/** One alternative of a rule: it holds when every condition in it holds. */
export const conditionSchema = z
  .strictObject({
    anyTag: z.array(nonEmpty).min(1).optional(),
    files: z.enum(FILE_KINDS).optional(),
    library: z.array(nonEmpty).min(1).optional(),
    pipeline: z.array(pipelineId).min(1).optional(),
    quantMethod: z.array(nonEmpty).min(1).optional(),
    tags: z.array(nonEmpty).min(1).optional(),
    toolCalling: z.literal(true).optional(),
  })
  .refine((c) => Object.keys(c).length > 0, { error: "a condition needs at least one field" });

/** A rule: a list of alternatives, any of which may hold. */
export const ruleSchema = z.array(conditionSchema).min(1);


const templateName = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, "must be a template name under templates/sh/local-apps/");

export const localAppSnippetSchema = z.strictObject({
  /**
   * The same commands as `run`, one template each, for a page that lists a step's commands as alternatives
   * (the hub's, through hub-snippets/compat); `run` shows them together, a blank line apart.
   */
  alternatives: z.array(templateName).min(2).optional(),
  /**
   * The step calls the server that the app's steps with the same `endpoint` start: a page that shows a
   * step's commands as alternatives (the hub's, through hub-snippets/compat) lists it under each of them.
   */
  callsServer: z.literal(true).optional(),
  /** The local server's base URL: the one the step starts, or the one its templates call. */
  endpoint: z.url({ protocol: /^http$/, error: "must be an http URL" }).optional(),
  /** The context length (tokens) the app needs from the local server it starts, for templates that set one. */
  contextSize: z.number().int().positive().optional(),
  run: templateName,
  setup: templateName.optional(),
  title: nonEmpty,
  unless: ruleSchema.optional(),
  when: ruleSchema.optional(),
});

const PLACEHOLDER_RE = /\{([^}]*)\}/g;
const PLACEHOLDERS = ["id", "file"];

export const deeplinkSchema = z
  .strictObject({
    /** A URL pattern: `{id}` is the model id, `{file}` the chosen GGUF file (needs `when` with `files`). */
    url: nonEmpty,
    when: ruleSchema.optional(),
  })
  .superRefine((link, ctx) => {
    const names = [...link.url.matchAll(PLACEHOLDER_RE)].map((m) => m[1]!);
    for (const name of names.filter((n) => !PLACEHOLDERS.includes(n))) {
      ctx.addIssue({ code: "custom", path: ["url"], message: `unknown placeholder {${name}} (known: {id}, {file})` });
    }
    if (names.includes("file") && !(link.when && link.when.every((c) => c.files !== undefined))) {
      ctx.addIssue({ code: "custom", path: ["when"], message: "a URL with {file} needs `when` whose every alternative names `files`" });
    }
    if (!URL.canParse(link.url.replace(PLACEHOLDER_RE, "x"))) {
      ctx.addIssue({ code: "custom", path: ["url"], message: "is not a URL once its placeholders are filled" });
    }
  });

/** `{id}` (the model id), `{quant}` (a quantisation label) and `{file}` (a file path) in a documented form. */
const FORM_PLACEHOLDERS = ["id", "quant", "file"];

/** A command or deep link as the app's docs give it, and the page that gives it. */
export const documentedFormSchema = z
  .strictObject({
    /** The page the form was read from. */
    source: https,
    /** Text every golden output of the app must keep: in a command line (shell quotes aside), or at the start of the deep link. */
    text: nonEmpty,
  })
  .superRefine((form, ctx) => {
    for (const [, name] of form.text.matchAll(PLACEHOLDER_RE)) {
      if (!FORM_PLACEHOLDERS.includes(name!)) {
        ctx.addIssue({ code: "custom", path: ["text"], message: `unknown placeholder {${name}} (known: {id}, {quant}, {file})` });
      }
    }
  });

/** When and against which pages an app's output was checked. */
export const checkedSchema = z.strictObject({
  date: z.iso.date({ error: "must be a date (YYYY-MM-DD)" }),
  forms: z.array(documentedFormSchema).min(1),
});

export const localAppSchema = z
  .strictObject({
    /** The app's own docs, read against our output: a test keeps each form in the app's golden outputs. */
    checked: checkedSchema,
    deeplink: z.array(deeplinkSchema).min(1).optional(),
    docsUrl: https,
    /** Name shown on the "use this model" button. */
    label: nonEmpty,
    mainTask: pipelineId,
    platforms: z.array(z.enum(PLATFORMS)).min(1),
    serves: ruleSchema,
    snippets: z.array(localAppSnippetSchema).min(1).optional(),
  })
  .superRefine((app, ctx) => {
    if ((app.deeplink === undefined) === (app.snippets === undefined)) {
      ctx.addIssue({ code: "custom", path: [], message: "needs exactly one of `deeplink` and `snippets`" });
    }
    if (app.deeplink && app.deeplink.at(-1)!.when !== undefined) {
      ctx.addIssue({ code: "custom", path: ["deeplink"], message: "the last deep link must have no `when` (it is the fallback)" });
    }
  });

export const localAppsFileSchema = z.record(
  z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, "must be an app id (lower-case letters, digits, . -)"),
  localAppSchema,
);

export type LocalAppSchemaChecks = [
  Holds<SameType<z.infer<typeof conditionSchema>, Condition>>,
  Holds<SameType<z.infer<typeof localAppSnippetSchema>, LocalAppSnippetData>>,
  Holds<SameType<z.infer<typeof documentedFormSchema>, DocumentedForm>>,
  Holds<SameType<z.infer<typeof localAppSchema>, LocalAppData>>,
];
