// Checks that author-controlled text stays inside string literals or comments of generated code.
// Put a marker word into every hostile value; each occurrence of the marker in the code must lie in a
// string or comment node, and not inside an interpolation within it (f-string braces, ${...}, $(...)).
import type { Node, Tree } from "web-tree-sitter";

/** Node types that hold literal text, per grammar family. */
export const LITERAL_TYPES: ReadonlySet<string> = new Set([
  "string", // python, javascript, bash "..."
  "raw_string", // bash '...'
  "ansi_c_string", // bash $'...'
  "template_string", // javascript `...`
  "comment",
  "string_fragment",
  "string_content",
  "heredoc_body",
  "interpreted_string_literal", // go "..."
  "raw_string_literal", // go `...`, rust r#"..."#
  "string_literal", // java, c#, rust "..."
  "multiline_string_fragment", // java text block
  "verbatim_string_literal", // c# @"..."
  "line_comment", // java, rust
  "block_comment",
]);

/** Node types that run code even inside a literal. */
export const CODE_INSIDE_LITERAL: ReadonlySet<string> = new Set([
  "interpolation", // python f"{...}"
  "template_substitution", // javascript `${...}`
  "command_substitution", // bash "$(...)"
  "expansion", // bash "${...}"
  "simple_expansion", // bash "$x"
  "arithmetic_expansion",
  "process_substitution",
]);

function countIn(text: string, marker: string): number {
  let n = 0;
  for (let i = text.indexOf(marker); i !== -1; i = text.indexOf(marker, i + marker.length)) n++;
  return n;
}

function childrenOf(node: Node): Node[] {
  return node.children.filter((c): c is Node => c !== null);
}

/**
 * Markers in `node` that sit in literal text: the innermost literal or code node around each one decides.
 * Text between a node's children belongs to the node itself. Markers are words, so none spans a boundary.
 */
function literalCount(node: Node, inLiteral: boolean, marker: string): number {
  const literal = LITERAL_TYPES.has(node.type) ? true : CODE_INSIDE_LITERAL.has(node.type) ? false : inLiteral;
  const children = childrenOf(node);
  const own = countIn(node.text, marker);
  if (children.length === 0) return literal ? own : 0;
  let inChildren = 0;
  let safe = 0;
  for (const child of children) {
    inChildren += countIn(child.text, marker);
    safe += literalCount(child, literal, marker);
  }
  return safe + (literal ? own - inChildren : 0);
}

/** How many occurrences of `marker` in the parsed code are outside string literals and comments. */
export function markersOutsideLiterals(tree: Tree, marker: string): number {
  return countIn(tree.rootNode.text, marker) - literalCount(tree.rootNode, false, marker);
}
