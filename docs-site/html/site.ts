// The reference pages' script: the code groups as tabs, and their copy buttons (tabs.ts).
import { codeGroupBehaviour } from "./tabs.ts";

codeGroupBehaviour(document);
