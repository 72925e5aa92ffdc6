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

/** Today's entry from the totals: the last change of a day is the one the day keeps. */
export function historyEntry(date: LocalDate, totals: Pick<FinanceTotals, 'totalAssets' | 'totalLiabilities' | 'netWorth' | 'netWorthWithoutHome'>): HistoryEntry {
  return { date, totalAssets: totals.totalAssets, totalLiabilities: totals.totalLiabilities, netWorth: totals.netWorth, netWorthWithoutHome: totals.netWorthWithoutHome };
}
