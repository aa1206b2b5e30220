import { describe, expect, it } from "vitest";
import { DEFAULT_STATE, formatUrlState, parseUrlState } from "./url-state.ts";

describe("url state", () => {
  it("is empty for the defaults and round-trips everything else", () => {
    expect(formatUrlState(DEFAULT_STATE)).toBe("");
    const state = { ...DEFAULT_STATE, view: "templates" as const, case: "basic/summarization", streaming: true, template: "python/requests/basic", model: "id: a/b\n" };
    const text = formatUrlState(state);
    expect(text).toContain("view=templates");
    expect(text).toContain("streaming=1");
    expect(text).not.toContain("directRequest");
    expect(parseUrlState(text)).toEqual(state);
  });

  it("falls back to defaults for unknown views and tabs", () => {
    const state = parseUrlState("?view=nope&catalogue=bogus&unknown=1");
    expect(state.view).toBe("snippets");
    expect(state.catalogue).toBe("tasks");
  });
});

describe("the access token stays out of the URL", () => {
  it("is neither written to nor read from the query", () => {
    const token = "hf_abcdefghijklmnopqrstuvwxyz012345";
    const query = formatUrlState({ ...DEFAULT_STATE, accessToken: token, provider: "together" });
    expect(query).not.toContain(token);
    expect(query).not.toContain("accessToken");
    expect(query).toContain("provider=together");
    expect(parseUrlState(`?accessToken=${token}&provider=together`).accessToken).toBe("");
  });
});
