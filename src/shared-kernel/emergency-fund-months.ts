import { ROUND_HALF_UP, dec } from './decimal.js';
import type { Cents } from './money.js';

/**
 * The emergency fund in months of spending: one pure function for the health check, the targets and every page
 * (docs/decisions.md "One emergency fund"). Spec 2 §5: the monthly outflow is at least 1 (cent) and excludes
 * investments; spec 3 §4: the months are compared to 1 decimal. Worked out once, rounded once (half up to 1
 * decimal), so the dashboard, the targets page and the report can never show 18.2 and 18.1 for one fund.
 */
export const FUND_MONTHS_DECIMALS = 1;

/** fund / max(1 cent, outflow), half up to 1 decimal. Both in SGD cents. */
export function emergencyFundMonths(fund: Cents, outflow: Cents): number {
  const divisor = Math.max(1, outflow);
  return dec(fund).div(dec(divisor)).round(FUND_MONTHS_DECIMALS, ROUND_HALF_UP).toNumber();
}

/**
 * The money the emergency fund counts: what the resident allocated to their emergency-fund target once they have
 * one; before that, all their cash (cash balance, cash savings and fixed deposits: the available funds).
 */
export function emergencyFundMoney(allocatedToFund: Cents | null, availableFunds: Cents): Cents {
  return allocatedToFund ?? availableFunds;
}

/** The one way months are written: '18.1 months', '1.0 month'; 'Not available yet' when unknown. */
export function formatFundMonths(months: number | null): string {
  if (months === null) return 'Not available yet';
  const text = (Math.round(months * 10) / 10).toFixed(1);
  return `${text} ${text === '1.0' ? 'month' : 'months'}`;
}
