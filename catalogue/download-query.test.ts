import { describe, expect, it } from "vitest";
import {
  countsAsDownload,
  DEFAULT_DOWNLOAD_FILES,
  DownloadQueryError,
  formatDownloadQuery,
  matchesDownloadQuery,
  parseDownloadQuery,
  pathFields,
} from "./download-query.ts";

describe("parseDownloadQuery", () => {
  it("parses a single term", () => {
    expect(parseDownloadQuery('path:"config.json"')).toEqual({ kind: "term", field: "path", value: "config.json" });
  });

  it("gives AND precedence over OR", () => {
    const q = parseDownloadQuery('path:"a" OR path_extension:"pt" AND path_prefix:"checkpoints/"');
    expect(q).toEqual({
      kind: "or",
      operands: [
        { kind: "term", field: "path", value: "a" },
        {
          kind: "and",
          operands: [
            { kind: "term", field: "path_extension", value: "pt" },
            { kind: "term", field: "path_prefix", value: "checkpoints/" },
          ],
        },
      ],
    });
  });

  it("accepts parentheses, NOT, _exists_, escapes and newlines", () => {
    const q = parseDownloadQuery('(path:"a\\"b"\n\t OR path:"c") AND NOT _exists_:"path_prefix"');
    expect(formatDownloadQuery(q)).toBe('(path:"a\\"b" OR path:"c") AND NOT _exists_:"path_prefix"');
  });

  it("round-trips through formatDownloadQuery", () => {
    for (const text of [
      'path:"x"',
      'path_filename:"model" AND path_extension:"mil" AND _exists_:"path_prefix"',
      'path:"a" OR path:"b" OR path:"c"',
      'NOT (path:"a" OR path:"b")',
    ]) {
      expect(formatDownloadQuery(parseDownloadQuery(text))).toBe(text);
    }
  });

  it.each([
    ['', /expected a field .* found the end of the query \(column 1/],
    ['path:"config.json" OR', /expected a field .*found the end of the query \(column 22/],
    ['size:"3"', /unknown field "size" \(fields: path, path_extension, path_filename, path_prefix, _exists_\) \(column 1/],
    ['path "x"', /expected ":" after the field "path", found the string "x" \(column 6/],
    ["path:config.json", /expected a quoted value after "path:", found "config.json"/],
    ['path:"x', /unterminated string \(column 6/],
    ['path:"a" or path:"b"', /operators are upper-case: write OR \(column 10/],
    ['path:"a" path:"b"', /expected AND, OR or the end of the query, found "path" \(column 10/],
    ['(path:"a"', /expected "\)" to close the "\(" at column 1, found the end of the query/],
    ['path:"a")', /expected AND, OR or the end of the query, found "\)"/],
    ['path_extension:".pth"', /path_extension values have no leading dot: write "pth"/],
    ['_exists_:"size"', /_exists_ takes a field name/],
    ['path:""', /empty value for "path"/],
    ["path:'x'", /unexpected character "'"/],
  ])("rejects %j", (query, message) => {
    expect(() => parseDownloadQuery(query)).toThrow(DownloadQueryError);
    expect(() => parseDownloadQuery(query)).toThrow(message);
  });

  it("reports the column of the problem", () => {
    try {
      parseDownloadQuery('path:"a" OR nope:"b"');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DownloadQueryError);
      expect((error as DownloadQueryError).column).toBe(13);
      expect((error as DownloadQueryError).problem).toMatch(/^unknown field "nope"/);
    }
  });
});

describe("pathFields", () => {
  it("splits a repository path", () => {
    expect(pathFields("checkpoints/v1/model.safetensors")).toEqual({
      path: "checkpoints/v1/model.safetensors",
      path_extension: "safetensors",
      path_filename: "model",
      path_prefix: "checkpoints/v1/",
    });
    expect(pathFields("README")).toEqual({
      path: "README",
      path_extension: undefined,
      path_filename: "README",
      path_prefix: undefined,
    });
    expect(pathFields(".gitattributes").path_extension).toBeUndefined();
    expect(pathFields("model.tar.gz").path_extension).toBe("gz");
  });
});

describe("matchesDownloadQuery", () => {
  const q = (text: string) => parseDownloadQuery(text);

  it("matches each field", () => {
    expect(matchesDownloadQuery(q('path:"config.json"'), "config.json")).toBe(true);
    expect(matchesDownloadQuery(q('path:"config.json"'), "sub/config.json")).toBe(false);
    expect(matchesDownloadQuery(q('path_extension:"gguf"'), "q/model-Q4_K_M.gguf")).toBe(true);
    expect(matchesDownloadQuery(q('path_extension:"gguf"'), "model.GGUF")).toBe(false);
    expect(matchesDownloadQuery(q('path_filename:"config"'), "a/config.cfg")).toBe(true);
    expect(matchesDownloadQuery(q('path_prefix:"checkpoints/"'), "checkpoints/x.pt")).toBe(true);
    expect(matchesDownloadQuery(q('path_prefix:"checkpoints/"'), "x.pt")).toBe(false);
    expect(matchesDownloadQuery(q('_exists_:"path_prefix"'), "a/b.mil")).toBe(true);
    expect(matchesDownloadQuery(q('_exists_:"path_prefix"'), "b.mil")).toBe(false);
  });

  it("combines with AND, OR and NOT", () => {
    const query = q('path_extension:"pt" AND NOT (path:"a.pt" OR path_prefix:"old/")');
    expect(matchesDownloadQuery(query, "b.pt")).toBe(true);
    expect(matchesDownloadQuery(query, "a.pt")).toBe(false);
    expect(matchesDownloadQuery(query, "old/b.pt")).toBe(false);
    expect(matchesDownloadQuery(query, "b.bin")).toBe(false);
  });
});

describe("countsAsDownload", () => {
  it("uses the default set for a library without a query", () => {
    for (const file of DEFAULT_DOWNLOAD_FILES) {
      expect(countsAsDownload("transformers", file), file).toBe(true);
    }
    expect(countsAsDownload("transformers", "model.safetensors")).toBe(false);
    expect(countsAsDownload("transformers", "sub/config.json")).toBe(false);
  });

  it("uses the default set for unknown or missing libraries", () => {
    expect(countsAsDownload("no-such-library", "config.json")).toBe(true);
    expect(countsAsDownload(undefined, "params.json")).toBe(true);
    expect(countsAsDownload(undefined, "model.bin")).toBe(false);
  });

  it("uses a library's own query, which replaces the default set", () => {
    expect(countsAsDownload("peft", "adapter_config.json")).toBe(true);
    expect(countsAsDownload("peft", "config.json")).toBe(false);
    expect(countsAsDownload("keras", "model.keras")).toBe(true);
    expect(countsAsDownload("keras", "config.json")).toBe(true);
    expect(countsAsDownload("timm", "model.safetensors")).toBe(true);
    expect(countsAsDownload("ultralytics", "yolov8n.pt")).toBe(true);
    expect(countsAsDownload("whisperkit", "openai_whisper-tiny/AudioEncoder.mlmodelc/model.mil")).toBe(true);
    expect(countsAsDownload("whisperkit", "model.mil")).toBe(false);
    expect(countsAsDownload("tic-clip", "checkpoints/2016.pt")).toBe(true);
    expect(countsAsDownload("tic-clip", "2016.pt")).toBe(false);
  });
});
