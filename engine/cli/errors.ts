// A command line the CLI cannot run (exit 2, message only).
import { InputError } from "../../catalogue/input-error.ts";

export class UsageError extends InputError {}
