import pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * Every statement sent to PostgreSQL while `during` runs, counted at the driver (pg.Client#query): Sequelize's own
 * queries and the prepared statements alike, so nothing escapes the count. Whitespace is folded to single spaces.
 */
export async function statementsDuring(during: () => Promise<void>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const seen: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    seen.push((typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' '));
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    proto.query = original;
  }
  return seen;
}
