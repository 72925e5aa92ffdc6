import { formatMoney } from '../../../shared-kernel/money-format.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { RestorableList } from './export-document.js';

/** An item the import wrote differently from the file, and why (the preview shows these before Confirm). */
export interface AdjustedItem {
  list: RestorableList;
  name: string;
  reason: string;
}

export interface FittedAllocations {
  /** the emergency fund's allocation as written (null: the file has no fund) */
  fund: number | null;
  /** each open target's allocation as written, in the file's order */
  goals: number[];
  adjusted: AdjustedItem[];
}

const money = (cents: number) => formatMoney(cents as Cents);

export const allocationCappedReason = (written: number, inFile: number, available: number): string =>
  `Allocated ${money(written)} instead of ${money(inFile)}: the cash, savings and fixed deposits this file brings back come to ${money(available)} ` +
  '(balances from Myinfo or your bank come back when you fetch them again). Allocate more once they are back.';

/**
 * What the targets of a file may hold in the account it is brought into (docs/decisions.md "Export and import of
 * one's data"): allocations may not exceed the available funds (spec 3 §4), and the funds the file restores are
 * only its typed-in savings, so a file from an account with bank balances allocates more than comes back. Rather
 * than refuse the whole file, allocations are written in order, the emergency fund first (as the allocation page
 * lists it, spec 3 §2), each up to what is left, and every one cut is named with what it got and why.
 */
export function fitAllocations(fund: { allocated: number } | null, goals: ReadonlyArray<{ name: string; allocated: number }>, availableFunds: number): FittedAllocations {
  let left = Math.max(0, availableFunds);
  const adjusted: AdjustedItem[] = [];
  const take = (list: RestorableList, name: string, wanted: number): number => {
    const given = Math.min(wanted, left);
    left -= given;
    if (given < wanted) adjusted.push({ list, name, reason: allocationCappedReason(given, wanted, availableFunds) });
    return given;
  };
  return {
    fund: fund === null ? null : take('emergencyFund', 'Emergency fund', fund.allocated),
    goals: goals.map((goal) => take('goals', goal.name, goal.allocated)),
    adjusted,
  };
}
