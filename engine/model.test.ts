// The compiled record check must accept exactly what the zod schema (which explains failures and
// gives the JSON Schema) accepts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldNearMisses, isModelId, isModelRecord, MODEL_FIELDS, modelIdProblem, validateModel, ModelRecordError } from "./model.ts";
import { modelRecordSchema } from "./model-schema.ts";
import { InputError } from "../catalogue/input-error.ts";

const idChars = fc.constantFrom(..."aZ09._-/ ~é".split(""));
const ids = fc.oneof(
  fc.string({ unit: idChars, maxLength: 110 }),
  fc.string({ maxLength: 20 }),
  fc.constantFrom("a", "a/b", "org/model-1.5", "a--b", "a..b", "a_.b", "a-_-b", "a.-.b", "a_--b", "a__b", "a._..b", "a/b_-", "a-/b", "a/b/c", "-a", "a-", "a/", "/a", "x".repeat(96), "x".repeat(97), `${"x".repeat(48)}/${"y".repeat(47)}`),
);

describe("isModelId", () => {
  it("agrees with modelIdProblem", () => {
    fc.assert(fc.property(ids, (id) => isModelId(id) === (modelIdProblem(id) === null)), { numRuns: 20_000 });
  });
});

describe("isModelRecord", () => {
  const value = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.string({ maxLength: 5 }),
    fc.integer(),
    fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.dictionary(fc.string({ maxLength: 2 }), fc.integer())), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
  );
  const records = fc.record(
    {
      id: fc.oneof(ids, value),
      pipeline_tag: value,
      library_name: value,
      tags: value,
      mask_token: value,
      config: value,
      cardData: value,
      widgetData: value,
      transformersInfo: value,
      siblings: fc.oneof(value, fc.array(fc.oneof(fc.record({ rfilename: fc.oneof(fc.string({ maxLength: 3 }), fc.integer()) }), fc.integer()), { maxLength: 2 })),
      gguf: value,
      inferenceProviderMapping: fc.oneof(value, fc.dictionary(fc.string({ maxLength: 3 }), value, { maxKeys: 2 })),
      other: value,
    },
    { requiredKeys: [] },
  );

  it("checks every field of the table (a field added to MODEL_FIELDS must be added to the check)", () => {
    for (const field of Object.keys(MODEL_FIELDS).filter((f) => f !== "id")) {
      // A number is wrong for every field but the id's own rule; the check must refuse it.
      expect(isModelRecord({ id: "a/b", [field]: 12 }), field).toBe(false);
    }
  });

  it("agrees with the zod schema", () => {
    fc.assert(
      fc.property(fc.oneof(records, value), (data) => isModelRecord(data) === modelRecordSchema.safeParse(data).success),
      { numRuns: 20_000 },
    );
  });

  it("validateModel returns a valid record itself, and names the field of an invalid one", () => {
    const record = { id: "a/b", tags: ["x"], extra: 1 };
    expect(validateModel(record)).toBe(record);
    expect(() => validateModel({ id: "a/b", tags: "x" }, "m.yaml")).toThrow("m.yaml: tags: ");
    expect(() => validateModel({ id: "a/b", tags: "x" })).toThrow(ModelRecordError);
    expect(() => validateModel(null)).toThrow(InputError);
  });

  it("takes null in an optional field as absent, as the hub's API gives it, and still names a malformed one", () => {
    const hub = { id: "a/b", library_name: null, mask_token: null, cardData: null, tags: ["x"], downloads: 3 };
    expect(validateModel(hub)).toEqual({ id: "a/b", tags: ["x"], downloads: 3 });
    expect(hub.library_name).toBeNull(); // the caller's object is not changed
    expect(() => validateModel({ id: null })).toThrow("model: id: required");
    expect(() => validateModel({ id: "a/b", tags: ["x", 3] }, "hub")).toThrow("hub: tags[1]: expected a string, got a number");
    expect(() => validateModel({ id: "a/b", siblings: [{ rfilename: 1 }] })).toThrow("model: siblings[0].rfilename: expected a string");
  });
});

describe("fieldNearMisses", () => {
  const record = (fields: Record<string, unknown>) => ({ id: "acme/m", ...fields });

  it("finds a misspelt field, a camelCase or capitalised one, with the field it is close to", () => {
    expect(fieldNearMisses(record({ pipline_tag: "text-generation" }))).toEqual([{ field: "pipline_tag", meant: "pipeline_tag" }]);
    expect(fieldNearMisses(record({ pipelineTag: "x", Library_Name: "y", carddata: {}, widget_data: [], tag: [] }))).toEqual([
      { field: "pipelineTag", meant: "pipeline_tag" },
      { field: "Library_Name", meant: "library_name" },
      { field: "carddata", meant: "cardData" },
      { field: "widget_data", meant: "widgetData" },
      { field: "tag", meant: "tags" },
    ]);
  });

  it("finds nothing in a record spelt right, with the hub's other fields, far-off fields, or the meant field present", () => {
    const fields = Object.fromEntries(Object.keys(MODEL_FIELDS).filter((f) => f !== "id").map((f) => [f, null]));
    expect(fieldNearMisses(record(fields))).toEqual([]);
    expect(fieldNearMisses(record({ _id: "1", modelId: "acme/m", author: "acme", sha: "0", gated: "auto", likes: 1, downloads: 2, private: false, spaces: [] }))).toEqual([]);
    expect(fieldNearMisses(record({ notes: "x", base_model: "y", license: "mit" }))).toEqual([]);
    expect(fieldNearMisses(record({ pipeline_tag: "a", pipeline_tags: "b" }))).toEqual([]);
    for (const notARecord of [null, "id", [], 3]) expect(fieldNearMisses(notARecord)).toEqual([]);
  });

  it("finds none in the hub's records (engine/hub-records.json)", async () => {
    const { records } = (await import("./hub-records.json")).default as { records: { record: unknown }[] };
    for (const { record: r } of records) expect(fieldNearMisses(r)).toEqual([]);
  });
});
