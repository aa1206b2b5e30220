// The base of every bad-input error: a record, an option, a case, a catalogue file, a path, a command
// line. The CLI exits 2 on any of them and prints the message alone; the message names the file (or
// source), the field and the problem.
/**
 * An error caused by the input (a record, an option, a file): every bad-input error is one. Its message
 * names the source, the field and the problem.
 */
export class InputError extends Error {
  /** @param message The source, the field and the problem. */
  constructor(message: string) {
    super(message);
    // A subclass of the package names itself (`name` field: the bundle's class names are minified).
    this.name = new.target === InputError ? "InputError" : new.target.name;
  }
}

/** A catalogue or golden-case file that does not parse or does not pass its schema. */
export class CatalogueError extends InputError {
  /** The class\'s name, kept in the minified package. */
  override readonly name: string = "CatalogueError";
}
