// A faster form of engine/syntax/containment.ts for the fuzz test: instead of walking the whole tree,
// look up the innermost node around each occurrence of the marker and climb to the nearest literal or
// code-in-literal node; that node decides, as in markersOutsideLiterals. The fuzz test cross-checks the two.
import type { Node, Tree } from "web-tree-sitter";
import { CODE_INSIDE_LITERAL, LITERAL_TYPES } from "./syntax/containment.ts";

/** How many occurrences of `marker` in `code` (the text `tree` was parsed from) lie outside literals. */
export function markersOutsideLiteralsFast(tree: Tree, code: string, marker: string): number {
  let outside = 0;
  for (let i = code.indexOf(marker); i !== -1; i = code.indexOf(marker, i + marker.length)) {
    let node: Node | null = tree.rootNode.descendantForIndex(i, i + marker.length - 1);
    let safe = false;
    while (node) {
      if (LITERAL_TYPES.has(node.type)) {
        safe = true;
        break;
      }
      if (CODE_INSIDE_LITERAL.has(node.type)) break;
      node = node.parent;
    }
    if (!safe) outside++;
  }
  return outside;
}
