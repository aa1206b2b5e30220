// The package's reference: every exported declaration of the shipped declaration files, and every member
// of an interface, class or type literal in them, has a doc comment (`/** ... */` right above it).
// `undocumented(dir)` names those that have none. tsc writes the declarations (one statement or member a
// line, four spaces an indentation level), so a line scanner reads them; typescript 7 has no JS API.
// `npx tsx scripts/package/reference.ts` prints what lacks a comment in dist/package/types.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";

/**
 * A `{` that opens members (interface, class, type literal) or anything else (`export {`, a namespace, an
 * enum: its members are the values it names, GGUF quantisation labels, documented as a whole).
 */
type Block = "members" | "other";

const DECLARATION = /^(export )?(?:declare )?(?:abstract )?(?:function|const|let|var|class|interface|type|enum|namespace) ([\w$]+)/;
const MEMBER = /^(?:(?:readonly|static|protected|public|abstract|get|set) )*(["']?[\w$-]+["']?)\??\s*[(:<=]/;

/** What lacks a doc comment in one declaration file's text: `file:line name`, the member as `Owner.member`. */
export function undocumentedIn(file: string, text: string): string[] {
  const missing: string[] = [];
  const blocks: { kind: Block; owner: string }[] = [];
  let documented = false;
  let inComment = false;
  let isDoc = false;
  const lines = text.split("\n");
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (inComment) {
      if (line.includes("*/")) {
        inComment = false;
        documented = isDoc;
      }
      return;
    }
    if (line.startsWith("/*")) {
      isDoc = line.startsWith("/**");
      if (line.includes("*/", 2)) documented = isDoc;
      else inComment = true;
      return;
    }
    if (line === "" || line.startsWith("//")) return;
    const top = blocks.at(-1);
    let name: string | undefined;
    // A declaration the file does not export needs no comment, but names the members it holds (which do).
    let owner: string | undefined;
    if (!top) {
      const m = DECLARATION.exec(line);
      if (m?.[1]) name = m[2];
      else if (m) owner = m[2];
    } else if (top.kind === "members" && !/^(private |#|constructor\b|\[|\(|new \(|\||&|\}|\))/.test(line)) {
      const m = MEMBER.exec(line);
      if (m) name = `${top.owner}.${m[1]!.replace(/["']/g, "")}`;
    }
    if (name !== undefined && !documented) missing.push(`${file}:${i + 1} ${name}`);
    documented = false;
    // The braces the line opens and closes (strings in a declaration hold no brace that matters but for literal types).
    const code = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""');
    for (const ch of code) {
      if (ch === "}") blocks.pop();
      else if (ch === "{") {
        const kind: Block = /^(export \{|import |export \* |(export )?declare (namespace|module|global|enum|const enum))/.test(line) ? "other" : "members";

        blocks.push({ kind, owner: name ?? owner ?? top?.owner ?? "?" });

      }
    }
  });
  return missing;
}

/** What lacks a doc comment in every declaration file under `dir`, the files named relative to it. */
export function undocumented(dir: string): string[] {
  return fg
    .sync("**/*.d.ts", { cwd: dir })
    .sort()
    .flatMap((file) => undocumentedIn(file, readFileSync(join(dir, file), "utf8")));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = undocumented(process.argv[2] ?? "dist/package/types");
  console.log(missing.join("\n"));
  console.log(`${missing.length} without a doc comment`);
}
