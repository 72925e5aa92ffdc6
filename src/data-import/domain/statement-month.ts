/**
 * Months of the bank-data record (spec 2 §3 "fpdata"): amounts are dated by month and year, written MMYYYY
 * ('092026' is September 2026). Kept as a number of months since year 0 so months compare and step simply.
 */
import { DomainError } from '../../shared-kernel/errors.js';

export type MonthIndex = number & { readonly __brand: 'MonthIndex' };

const MMYYYY = /^(0[1-9]|1[0-2])(\d{4})$/;

export class InvalidStatementMonth extends DomainError {
  constructor(readonly value: string) {
    super('DATA_IMPORT.INVALID_MONTH', `invalid month "${value}": expected MMYYYY`, 'unavailable');
  }
}

export function parseMonth(mmyyyy: string): MonthIndex {
  const match = MMYYYY.exec(mmyyyy);
  if (!match) throw new InvalidStatementMonth(mmyyyy);
  return (Number(match[2]) * 12 + Number(match[1]) - 1) as MonthIndex;
}

export function formatMonth(month: MonthIndex): string {
  const year = Math.floor(month / 12);
  return `${String((month % 12) + 1).padStart(2, '0')}${year}`;
}

export const previousMonth = (month: MonthIndex): MonthIndex => (month - 1) as MonthIndex;

/** The three months the bank-data store keeps beside the accounts (spec 2 §3). */
export interface BankDataMonths {
  latestCalendarMonth: MonthIndex;
  /** null when no statement has been issued yet */
  latestStatementMonth: MonthIndex | null;
  latestPreviousStatementMonth: MonthIndex | null;
}

/** Current accounts, savings, fixed deposits, SRS and CPFIS: the latest calendar month (spec 2 §4). */
export const depositMonth = (months: BankDataMonths): MonthIndex => months.latestCalendarMonth;

/**
 * Loans and credit cards (spec 2 §4): they are billed by statement, so with a statement month on record the
 * latest statement month when it is after the calendar month, else the previous statement month; with none (or
 * no previous one to fall back on), the calendar month when an account has data for it, else the month before.
 * `hasDataFor` says whether any loan or card account holds amounts for a month.
 */
export function statementMonth(months: BankDataMonths, hasDataFor: (month: MonthIndex) => boolean): MonthIndex {
  const { latestCalendarMonth: calendar, latestStatementMonth: statement, latestPreviousStatementMonth: previous } = months;
  if (statement !== null) {
    if (statement > calendar) return statement;
    if (previous !== null) return previous;
  }
  return hasDataFor(calendar) ? calendar : previousMonth(calendar);
}
