// A command line the CLI cannot run (exit 2, message only).
import { InputError } from "../../catalogue/input-error.ts";

export class UsageError extends InputError {}

/**
 * Access tokens never reach a log: anything shaped like a hub token (`hf_` and 20 or more letters and
 * digits) in a message is shown as `hf_…` with its length.
 */
export function redactTokens(text: string): string {
  return text.replace(/\bhf_[A-Za-z0-9]{20,}\b/g, (token) => `hf_…(${token.length} characters, redacted)`);
}
