// The PHP, Ruby and R literal writers: exact forms for the common cases, and, where the interpreter is
// installed (CI installs all three), a round trip: the written literal, run and encoded as JSON by the
// language itself, gives back exactly the value.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CodeRef } from "../literals.ts";
import { phpAccess, phpLiteral, phpString } from "./php.ts";
import { rAccess, rJsonOptions, rLiteral, rString } from "./r.ts";
import { rbAccess, rubyLiteral, rubyString } from "./ruby.ts";

const TRICKY = [
  `a"b'c\\d $x {$y} #{z} #@a #$b \${c} \`id\` %s`,
  "line\nbreak\r\n\ttab\0nul\x01\x1b\x7f\u0085\f\v",
  "bidi \u202e\u2066e\u2069 \u2028\u2029 \u200f\u061c é 😀 中文",
  "'",
  "\\",
  "",
];

const VALUE = [
  ...TRICKY,
  { inputs: "x", "0": 1, "a b": [1, 2.5, -3e-7, 1e21, 0.4242, true, false, null], nested: {}, list: [] },
  [{ role: "user", content: [{ type: "text", text: "hi\0there" }] }],
  { "1": "a", "2": "b" },
  { if: 1, class: 2, Foo: 3, "x.y": 4, ".5": 5, "...": 6, "X-HF-Bill-To": 7 },
  { "k\0ey": "v", ok: ["a\0b"] },
];

describe("phpLiteral", () => {
  it("single-quotes printable text and escapes only \\ and '", () => {
    expect(phpString(`it's a \\ $x {$y}`)).toBe(`'it\\'s a \\\\ $x {$y}'`);
  });
  it("double-quotes text with invisible characters, escaping $ so nothing interpolates", () => {
    expect(phpString("$a\n\0\u202e\ud800")).toBe('"\\$a\\n\\x00\\u{202e}\\xed\\xa0\\x80"');
  });
  it("writes arrays, maps that stay JSON objects, and variables", () => {
    expect(phpLiteral({ a: [1, true, null], b: {}, c: new CodeRef("image") })).toBe(
      "[\n    'a' => [1, true, null],\n    'b' => new stdClass(),\n    'c' => $image\n]",
    );
    expect(phpLiteral({ "0": "x" })).toBe("(object) [\n    '0' => 'x'\n]");
    expect(phpAccess(["choices", 0, "message"])).toBe("['choices'][0]['message']");
  });
});

describe("rubyLiteral", () => {
  it("single-quotes printable text, so #{...} stays text", () => {
    expect(rubyString(`#{x} it's \\`)).toBe(`'#{x} it\\'s \\\\'`);
  });
  it("double-quotes text with invisible characters, escaping # so nothing interpolates", () => {
    expect(rubyString("#{x}\n\0\u2066\udc00")).toBe('"\\#{x}\\n\\u{0}\\u{2066}\\xed\\xb0\\x80"');
  });
  it("writes hashes with symbol labels where they are plain names", () => {
    expect(rubyLiteral({ inputs: "x", "a b": [1, 2], Model: null, n: new CodeRef("image") })).toBe(
      "{\n  inputs: 'x',\n  'a b' => [1, 2],\n  'Model' => nil,\n  n: image\n}",
    );
    expect(rbAccess(["data", 0, "b64_json"])).toBe("['data'][0]['b64_json']");
  });
});

describe("rLiteral", () => {
  it("writes strings with \\u{...} escapes only (R refuses \\x mixed with \\u)", () => {
    expect(rString('a"b\\c\n\u202e\x01 $x #{y}')).toBe('"a\\"b\\\\c\\n\\u{202e}\\u{1} $x #{y}"');
  });
  it("writes named and unnamed lists, backquoting nothing and quoting names R cannot read", () => {
    expect(rLiteral({ inputs: "x", "X-Bill": true, if: null, e: {}, l: [] })).toBe(
      'list(\n  inputs = "x",\n  "X-Bill" = TRUE,\n  "if" = NULL,\n  e = structure(list(), names = character(0)),\n  l = list()\n)',
    );
    expect(rAccess(["choices", 0, "message"])).toBe("$choices[[1]]$message");
    expect(rAccess(["content-type"])).toBe('[["content-type"]]');
  });
  it("sends strings R cannot hold (NUL, lone surrogates) as verbatim JSON, and says so to req_body_json", () => {
    expect(rLiteral("a\0b")).toBe('structure("\\"a\\\\u0000b\\"", class = "json")');
    expect(rJsonOptions({ text: ["ok", "a\0b"] })).toBe(", json_verbatim = TRUE");
    expect(rJsonOptions({ text: ["ok", "😀"] })).toBe("");
    expect(rLiteral({ "k\0": 1 })).toBe('structure("{\\n    \\"k\\\\u0000\\": 1\\n}", class = "json")');
    expect(rJsonOptions([{ "k\0": 1 }])).toBe(", json_verbatim = TRUE");
  });
});

/** Runs `code` with `command` in a scratch folder; undefined when the interpreter is not installed. */
function run(command: string, args: string[], file: string, code: string): string | undefined {
  if (spawnSync(command, ["--version"], { stdio: "ignore" }).status !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "literal-roundtrip-"));
  try {
    writeFileSync(join(dir, file), code);
    const out = spawnSync(command, [...args, file], { cwd: dir, encoding: "utf8", env: { ...process.env, LANG: "C.UTF-8" } });
    if (out.status !== 0) throw new Error(`${command} failed: ${out.stderr}\n${code}`);
    return out.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each([
  ["php", [], "t.php", () => `<?php\n$v = ${phpLiteral(VALUE)};\necho json_encode($v, JSON_UNESCAPED_UNICODE);\n`, "php-cli"],
  ["ruby", [], "t.rb", () => `require 'json'\nv = ${rubyLiteral(VALUE)}\nprint JSON.generate(v)\n`, "ruby"],
  ["Rscript", [], "t.R", () => `v <- ${rLiteral(VALUE)}\ncat(jsonlite::toJSON(v, auto_unbox = TRUE, digits = 22, null = "null"${rJsonOptions(VALUE)}))\n`, "r-base-core r-cran-jsonlite"],
] as const)("%s round trip", (command, args, file, code, packages) => {
  const installed = spawnSync(command, ["--version"], { stdio: "ignore" }).status === 0;
  if (!installed) console.log(`skipped the ${command} literal round trip: ${command} is not installed (apt-get install -y ${packages})`);
  it.skipIf(!installed)("gives back exactly the value", () => {
    const out = run(command, [...args], file, code());
    expect(JSON.parse(out!)).toEqual(VALUE);
  });
});
