// Errors the CLI reports as bad input (exit 2) with their message only.
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
