/**
 * Which SRS and CPFIS account is the resident's active one, and which holdings are shown (spec 2 §4): holdings of
 * unit trusts, SRS and CPFIS only when dated in the latest calendar month; of several SRS (or CPFIS) accounts, the
 * last one in the record that has holdings or amounts for that month.
 */
import type { MonthIndex } from './statement-month.js';

export interface MonthlyAccount {
  amounts: readonly { month: MonthIndex }[];
  holdings: readonly { balancesMonth: MonthIndex }[];
}

/** Holdings are shown only when their balance date is in `month`. */
export const holdingsOf = <H extends { balancesMonth: MonthIndex }>(holdings: readonly H[], month: MonthIndex): H[] => holdings.filter((h) => h.balancesMonth === month);

/** Whether an account has anything for `month`: accounts with nothing are left out. */
export const hasDataFor = (account: MonthlyAccount, month: MonthIndex): boolean =>
  account.amounts.some((a) => a.month === month) || account.holdings.some((h) => h.balancesMonth === month);

/** The active SRS or CPFIS account: the last with data for `month`; null when none has any. */
export function activeAccount<A extends MonthlyAccount>(accounts: readonly A[], month: MonthIndex): A | null {
  for (let i = accounts.length - 1; i >= 0; i--) if (hasDataFor(accounts[i]!, month)) return accounts[i]!;
  return null;
}
