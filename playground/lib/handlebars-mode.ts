// A small CodeMirror stream mode for Handlebars templates: mustaches, block keywords, comments.
import type { StreamParser } from "@codemirror/language";

interface State {
  inMustache: boolean;
  inComment: boolean;
}

export const handlebars: StreamParser<State> = {
  name: "handlebars",
  startState: () => ({ inMustache: false, inComment: false }),
  token(stream, state) {
    if (state.inComment) {
      if (stream.skipTo("--}}")) {
        stream.match("--}}");
        state.inComment = false;
      } else stream.skipToEnd();
      return "comment";
    }
    if (!state.inMustache) {
      if (stream.match(/^\{\{~?!--/)) {
        state.inComment = true;
        return "comment";
      }
      if (stream.match(/^\{\{~?![^}]*\}\}/)) return "comment";
      if (stream.match(/^\{\{\{?~?[#/^>]?/)) {
        state.inMustache = true;
        const text = stream.current();
        return /[#/^>]/.test(text) ? "keyword" : "bracket";
      }
      stream.next();
      while (!stream.eol() && !stream.match("{{", false)) stream.next();
      return null;
    }
    if (stream.match(/^~?\}\}\}?/)) {
      state.inMustache = false;
      return "bracket";
    }
    if (stream.eatSpace()) return null;
    if (stream.match(/^"(?:[^"\\]|\\.)*"/) || stream.match(/^'(?:[^'\\]|\\.)*'/)) return "string";
    if (stream.match(/^-?\d+(\.\d+)?/)) return "number";
    if (stream.match(/^(?:else|this|true|false|null|undefined)\b/)) return "keyword";
    if (stream.match(/^[A-Za-z_@][\w.-]*(?==)/)) return "attributeName";
    if (stream.match(/^[A-Za-z_@.][\w./-]*/)) return "variableName";
    stream.next();
    return "operator";
  },
};
