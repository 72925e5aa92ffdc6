/**
 * The words and numbers every "How we worked this out" is written with (docs/decisions.md "Housing summary
 * explained"): an amount as the tables write it, a rate, a dated table row and its source, the parts of an amount in
 * marginal bands. Shared by the explanation files of each group of figures; figure-explanations.ts re-exports
 * `sgd` and `rowText`, which the pages and the tests use.
 */
import { groupThousands } from '../../../shared-kernel/decimal.js';
import { LocalDate } from '../../../shared-kernel/local-date.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { rowOn, type DatedRow, type DatedTable, type PolicySource } from '../policy/dated-table.js';

/** How one figure was worked out. */
export interface Explanation {
  /** the arithmetic in words, with the numbers */
  rule: string;
  /** the dated table row used, e.g. "in force from 15 Feb 2023" */
  row?: string;
  /** that row's source (publisher, page, when we checked it); none for the resident's own figures */
  source?: PolicySource;
}

/** S$9,600 for whole dollars, S$4,200.50 otherwise (the explanations quote the tables' own round figures). */
export function sgd(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  // Grouped by hand, not by Intl: a page's first number formatter costs 15-30 ms in Chromium, and `toLocaleString`
  // builds one per call (docs/decisions.md "No date formatter at start-up").
  const dollars = groupThousands(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `${negative ? '-' : ''}S$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

export const day = (iso: string) => LocalDate.display(LocalDate.parse(iso));
/** A rate as the tables write it: 3.0 %, 2.6 %, 2.65 %. */
export const pct = (percent: number) => `${Number.isInteger(percent) ? percent.toFixed(1) : String(percent)} %`;

/** "in force from 15 Feb 2023", "in force from 20 Feb 2018 to 14 Feb 2023", "in force until 19 Feb 2018". */
export function rowText(row: Pick<DatedRow<unknown>, 'effectiveFrom' | 'effectiveTo'>): string {
  if (row.effectiveFrom && row.effectiveTo) return `in force from ${day(row.effectiveFrom)} to ${day(row.effectiveTo)}`;
  if (row.effectiveFrom) return `in force from ${day(row.effectiveFrom)}`;
  if (row.effectiveTo) return `in force until ${day(row.effectiveTo)}`;
  return 'in force on every purchase date we cover';
}

export function fromRow<T>(table: DatedTable<T>, purchaseDate: string): { row: string; source: PolicySource } {
  const row = rowOn(table, purchaseDate);
  return { row: `${table.name}: ${rowText(row)}`, source: row.source };
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The parts of `amount` inside each marginal band, for the bands it reaches. */
export function bandParts<B extends { upTo: Cents | null }>(amount: number, bands: readonly B[]): Array<{ band: B; part: number; index: number; full: boolean }> {
  const parts: Array<{ band: B; part: number; index: number; full: boolean }> = [];
  let lower = 0;
  for (const [index, band] of bands.entries()) {
    if (amount <= lower) break;
    const top = band.upTo === null ? amount : Math.min(amount, band.upTo);
    parts.push({ band, part: top - lower, index, full: band.upTo !== null && amount >= band.upTo });
    if (band.upTo === null) break;
    lower = band.upTo;
  }
  return parts;
}

/** "the first S$180,000", "the next S$180,000", "the remaining S$140,000" */
export function bandWords(part: { part: number; index: number; full: boolean }): string {
  if (part.index === 0) return part.full ? `the first ${sgd(part.part)}` : sgd(part.part);
  return part.full ? `the next ${sgd(part.part)}` : `the remaining ${sgd(part.part)}`;
}
