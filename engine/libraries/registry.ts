// Library id → selector. Filled in as library snippets land (see the library-snippets issue).
import type { ModelRecord } from "../model.ts";
import type { LibrarySnippet } from "./index.ts";

export type LibrarySelector = (model: ModelRecord) => LibrarySnippet[];

export const librarySelectors: Record<string, LibrarySelector> = {};
