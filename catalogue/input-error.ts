// The base of every bad-input error: a record, an option, a case, a catalogue file, a path, a command
// line. The CLI exits 2 on any of them and prints the message alone; the message names the file (or
// source), the field and the problem.
/**
 * An error caused by the input (a record, an option, a file): every bad-input error is one. Its message
 * names the source, the field and the problem.
 */
export class InputError extends Error {

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A catalogue or golden-case file that does not parse or does not pass its schema. */
export class CatalogueError extends InputError {}
