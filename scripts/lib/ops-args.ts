/** Small, strict argument reading for operator commands: `--name value` pairs and bare `--flag`s. */

/** A mistake in how the command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * Splits `argv` into options. `flags` take no value; every other option needs one. Unknown options, repeated
 * options and stray words are errors, so a typo never silently does something else.
 */
export function readOptions(argv: readonly string[], known: { values: readonly string[]; flags: readonly string[] }): Map<string, string | true> {
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new UsageError(`Unexpected argument '${arg}'.`);
    const name = match[1]!;
    if (options.has(name)) throw new UsageError(`--${name} is given twice.`);
    if (known.flags.includes(name)) {
      if (match[2] !== undefined) throw new UsageError(`--${name} takes no value.`);
      options.set(name, true);
    } else if (known.values.includes(name)) {
      const value = match[2] ?? argv[++i];
      if (value === undefined || (match[2] === undefined && value.startsWith('--'))) throw new UsageError(`--${name} needs a value.`);
      options.set(name, value);
    } else {
      throw new UsageError(`Unknown option --${name}.`);
    }
  }
  return options;
}
