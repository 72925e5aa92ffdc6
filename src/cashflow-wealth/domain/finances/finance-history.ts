import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { FinanceTotals } from './finance-totals.js';

/** Spec 2 §3 "History": one snapshot of the totals per Singapore calendar day, SGD cents. */
export interface HistoryEntry {
  date: LocalDate;
  totalAssets: Cents;
  totalLiabilities: Cents;
  netWorth: Cents;
  /** net worth without the home and its mortgage (decisions.md "The home as an asset") */
  netWorthWithoutHome: Cents;
}

/**
 * Today's entry from the totals: the last change of a day is the one the day keeps. The liabilities are those net
 * worth counted: the mortgage of a home not valued yet (`debtLeftOut`) is left out of both, so a day's net worth is
 * still its assets less its liabilities (docs/decisions.md "Imports ask before they add").
 */
export function historyEntry(date: LocalDate, totals: Pick<FinanceTotals, 'totalAssets' | 'totalLiabilities' | 'netWorth' | 'netWorthWithoutHome'> & Partial<Pick<FinanceTotals, 'debtLeftOut'>>): HistoryEntry {
  const counted = (totals.totalLiabilities - (totals.debtLeftOut ?? 0)) as Cents;
  return { date, totalAssets: totals.totalAssets, totalLiabilities: counted, netWorth: totals.netWorth, netWorthWithoutHome: totals.netWorthWithoutHome };
}
