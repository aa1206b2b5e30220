// Snippet options from the command line's flags, shared by `render` and `render --models`.
import type { SnippetOptions } from "../inference/request.ts";

export interface OptionFlags {
  provider?: string;
  streaming?: boolean;
  "bill-to"?: string;
  "access-token"?: string;
  direct?: boolean;
  "endpoint-url"?: string;
}

export function snippetOptionsFrom(flags: OptionFlags): SnippetOptions {
  return {
    provider: flags.provider,
    streaming: flags.streaming,
    billTo: flags["bill-to"],
    accessToken: flags["access-token"],
    directRequest: flags.direct,
    endpointUrl: flags["endpoint-url"],
  };
}
