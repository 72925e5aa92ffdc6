/**
 * Rules set by public authorities (IRAS, HDB, CPF, MAS, GST) as data: each table is a list of rows, each row in
 * force from `effectiveFrom` to `effectiveTo` (both inclusive, 'YYYY-MM-DD'; null = open-ended), with where it
 * comes from and when we last checked it. A plan picks every row by its purchase date (docs/decisions.md
 * "Housing rules as dated tables"). Pure: no I/O, no clock.
 */

/** Where a row comes from: the publisher, the page or document, and the day we last compared our row with it. */
export interface PolicySource {
  publisher: 'IRAS' | 'HDB' | 'CPF Board' | 'MAS' | 'URA' | 'SLA' | 'Singapore Customs' | 'Product specification';
  title: string;
  url?: string;
  /** 'YYYY-MM-DD' */
  checkedOn: string;
  /** Set when part of the row could not be checked against the source: shown to the resident beside the figure. */
  toConfirm?: string;
}

export interface DatedRow<T> {
  /** first day in force, or null for "since before we keep records" */
  effectiveFrom: string | null;
  /** last day in force, or null while in force */
  effectiveTo: string | null;
  source: PolicySource;
  value: T;
}

export interface DatedTable<T> {
  /** what the table holds, in plain words, e.g. "Buyer's stamp duty rates (residential)" */
  name: string;
  rows: readonly DatedRow<T>[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function inForce(row: DatedRow<unknown>, day: string): boolean {
  return (row.effectiveFrom === null || row.effectiveFrom <= day) && (row.effectiveTo === null || day <= row.effectiveTo);
}

/**
 * The row of `table` in force on `day` ('YYYY-MM-DD'; ISO days compare as text).
 * @throws Error when the day is malformed or no row covers it: a gap in a table is a defect of the table, which
 * {@link tableProblems} finds in the unit tests, never a resident's input error.
 */
export function rowOn<T>(table: DatedTable<T>, day: string): DatedRow<T> {
  if (!ISO_DAY.test(day)) throw new Error(`${table.name}: '${day}' is not a YYYY-MM-DD day`);
  const row = table.rows.find((candidate) => inForce(candidate, day));
  if (!row) throw new Error(`${table.name}: no row is in force on ${day}`);
  return row;
}

/** The value in force on `day`; see {@link rowOn}. */
export function valueOn<T>(table: DatedTable<T>, day: string): T {
  return rowOn(table, day).value;
}

/**
 * What is wrong with a table, for its unit test: rows out of order, overlapping, leaving a gap, with a malformed
 * day, an end before a start, or a missing source. Empty when the table covers every day exactly once.
 */
export function tableProblems(table: DatedTable<unknown>): string[] {
  const problems: string[] = [];
  const rows = table.rows;
  if (rows.length === 0) return [`${table.name}: no rows`];
  if (rows[0]!.effectiveFrom !== null) problems.push(`${table.name}: the first row must start open-ended (effectiveFrom null)`);
  if (rows[rows.length - 1]!.effectiveTo !== null) problems.push(`${table.name}: the last row must still be in force (effectiveTo null)`);
  rows.forEach((row, i) => {
    for (const day of [row.effectiveFrom, row.effectiveTo, row.source.checkedOn]) {
      if (day !== null && !ISO_DAY.test(day)) problems.push(`${table.name} row ${i}: '${day}' is not a YYYY-MM-DD day`);
    }
    if (row.effectiveFrom !== null && row.effectiveTo !== null && row.effectiveTo < row.effectiveFrom) problems.push(`${table.name} row ${i}: ends before it starts`);
    if (!row.source.title.trim()) problems.push(`${table.name} row ${i}: no source title`);
    const next = rows[i + 1];
    if (next) {
      if (row.effectiveTo === null || next.effectiveFrom === null) problems.push(`${table.name} rows ${i}-${i + 1}: only the first row may start and only the last may end open-ended`);
      else if (dayAfter(row.effectiveTo) !== next.effectiveFrom) problems.push(`${table.name} rows ${i}-${i + 1}: ${row.effectiveTo} is not the day before ${next.effectiveFrom}`);
    }
  });
  return problems;
}

/** The calendar day after an ISO day, in UTC arithmetic (days have no zone). */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
