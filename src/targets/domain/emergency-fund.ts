/**
 * The emergency fund (spec 3 §3, §4 "Emergency fund editor", §5): a target named 'Emergency fund', sized in months
 * of the resident's spending. Amounts are SGD cents.
 */
import { emergencyFundMonths } from '../../shared-kernel/emergency-fund-months.js';
import type { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';

export const EMERGENCY_FUND_NAME = 'Emergency fund';

export interface EmergencyFund {
  totalAmount: Cents;
  currentAmount: Cents;
  date: LocalDate;
  /** The months of spending the fund covered when last saved (1 decimal): a rise above it is a milestone. */
  prevAccumulatedMonths: number;
}

/** Spec 3 §5: the amount must be over S$100 (we read the spec's 100 as dollars: a fund of one dollar is no fund). */
export const MIN_EMERGENCY_FUND_CENTS = 100 * 100;
export const MIN_FUND_MONTHS = 1;
export const MAX_FUND_MONTHS = 1000;
/** Spec 3 §9: the milestones, and the months recommended below and above the first one. */
export const FUND_MILESTONES = [3, 6] as const;

/** Spec 3 §4: spending a month, without investments, never below 1 cent (so months can always be worked out). */
export function monthlyOutflow(monthlyExpenses: Cents, monthlyLoanRepayments: Cents): Cents {
  return Math.max(1, monthlyExpenses + monthlyLoanRepayments) as Cents;
}

/** Spec 3 §4: 3 months when the fund covers under 3 months of spending, else 6. */
export function recommendedFundMonths(currentFund: Cents, outflow: Cents): 3 | 6 {
  return currentFund < 3 * outflow ? 3 : 6;
}

/** Whole months of spending `amount` covers, rounded down (the editor's amount -> months). */
export const monthsCovered = (amount: Cents, outflow: Cents): number => Math.floor(amount / Math.max(1, outflow));

/** The editor's months -> amount, months kept whole and within 1 to 1000. */
export function amountForMonths(months: number, outflow: Cents): Cents {
  const whole = Math.min(MAX_FUND_MONTHS, Math.max(MIN_FUND_MONTHS, Math.trunc(months)));
  return (whole * Math.max(1, outflow)) as Cents;
}

/** How the editor shows the months: '< 1' for none, '> 999' above 999. */
export function monthsLabel(months: number): string {
  if (months < 1) return '< 1';
  if (months > 999) return '> 999';
  return String(months);
}

/**
 * Months of spending the fund holds now, to 1 decimal (half up): what the milestones and notices compare. The
 * shared kernel's one function, so the targets page and the dashboard show the same months (docs/decisions.md
 * "One emergency fund").
 */
export function accumulatedMonths(currentFund: Cents, outflow: Cents): number {
  return emergencyFundMonths(currentFund, outflow);
}

/**
 * The most months a saved fund records (`prev_accumulated_months` holds 6 digits and 1 decimal): far beyond every
 * milestone and the editor's 1000 months. Without the cap a large fund over a spending of a few cents (no expenses
 * entered: the 1-cent floor) overflowed the column, a 500.
 */
export const MAX_RECORDED_FUND_MONTHS = 999_999.9;

/** The months a saved fund records: {@link accumulatedMonths}, at most {@link MAX_RECORDED_FUND_MONTHS}. */
export const recordedFundMonths = (currentFund: Cents, outflow: Cents): number => Math.min(accumulatedMonths(currentFund, outflow), MAX_RECORDED_FUND_MONTHS);

/**
 * Where the editor starts (spec 3 §4): the stored fund; without one, the recommended months of spending, due a
 * month from today. `savedSoFar` is what the resident could already set aside (their available funds): under 3
 * months of spending, aim for 3; from there, 6.
 */
export function initialFund(
  stored: EmergencyFund | null,
  outflow: Cents,
  savedSoFar: Cents,
  today: LocalDate,
  addMonths: (date: LocalDate, months: number) => LocalDate,
): EmergencyFund {
  if (stored) return stored;
  return {
    totalAmount: (recommendedFundMonths(savedSoFar, outflow) * outflow) as Cents,
    currentAmount: 0 as Cents,
    date: addMonths(today, 1),
    prevAccumulatedMonths: 0,
  };
}

/** Spec 3 §4 "Emergency fund update": never more allocated than the fund's total. */
export function clipFund(fund: EmergencyFund): EmergencyFund {
  return fund.currentAmount > fund.totalAmount ? { ...fund, currentAmount: fund.totalAmount } : fund;
}

/** Spec 3 §4: a milestone notice when the months (1 decimal) rise above what they were. */
export const fundMonthsRose = (previous: number, now: number): boolean => now > previous;
