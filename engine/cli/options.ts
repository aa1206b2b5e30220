// Snippet options from the command line's flags, shared by `render` and `render --models`.
import type { SnippetOptions } from "../inference/request.ts";
import type { LocalAppOptions } from "../local-apps/index.ts";

export interface OptionFlags {
  provider?: string;
  streaming?: boolean;
  "bill-to"?: string;
  "access-token"?: string;
  direct?: boolean;
  "endpoint-url"?: string;
  /** `render --local-apps`: the GGUF quantisation to run. */
  quant?: string;
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

export function localAppOptionsFrom(flags: OptionFlags): LocalAppOptions {
  return flags.quant !== undefined ? { quant: flags.quant } : {};
}
