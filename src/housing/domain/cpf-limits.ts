/**
 * How much CPF a purchase may use, by CPF Board's rules in force on the purchase date (policy/cpf-usage-limits.ts;
 * docs/decisions.md "Housing loans and CPF limits"), and when the plan's CPF payments reach that limit. Pure.
 */
import { dec, ROUND_DOWN, ROUND_UP } from '../../shared-kernel/decimal.js';
import { formatMoney } from '../../shared-kernel/money-format.js';
import type { Cents } from '../../shared-kernel/money.js';
import type { LoanType } from './housing-plan.js';
import { rowOn, type PolicySource } from './policy/dated-table.js';
import { CPF_USAGE_LIMITS } from './policy/cpf-usage-limits.js';

export interface CpfLimitsInput {
  purchaseDate: string;
  price: Cents;
  /** the flat's valuation when known (resale) */
  valuation: Cents | null;
  loanType: LoanType;
  /** the youngest buyer's age on the purchase date, when known */
  youngestAge: number | null;
  /** years of lease left at purchase, when known */
  remainingLease: number | null;
  /** CPF paid at purchase: the upfront payment and the fees paid from CPF */
  cpfUsedUpfront: Cents;
  cpfMonthlyInstalment: Cents;
  loanMonths: number;
}

export interface CpfLimits {
  /** the lower of price and valuation, pro-rated when the lease does not last the youngest buyer to 95; null without a price */
  valuationLimit: Cents | null;
  /** 120 % of the valuation limit (its pro-rated share when the lease is short: no more than the valuation limit) */
  withdrawalLimit: Cents | null;
  /** the share of the limits the lease allows, 0 to 1, as a decimal string ('0.9'); '1' when not pro-rated */
  leaseFactor: string;
  /** whether the limits bind this purchase (bank loans, or any purchase whose lease is too short for full use) */
  limitsApply: boolean;
  /** whole years of CPF instalments until the CPF used reaches the first limit; null when it is not reached within the loan */
  noOfYearsToReachCpfUsageLimits: number | null;
  /** the months beyond those years */
  noOfRemainingMonthsToReachCpf: number | null;
  /** what the resident should know before the plan crosses a limit, in plain words */
  warnings: string[];
  /** the rule's open question, shown beside the figures while it applies to this plan (HDB loans) */
  toConfirm: string | null;
}

/** The CPF usage row in force on `day`, for the summary's list of sources. */
export const cpfUsageSource = (day: string): PolicySource => rowOn(CPF_USAGE_LIMITS, day).source;

const money = (cents: number) => formatMoney(cents as Cents);

/**
 * The share of CPF a purchase may use when the lease does not last the youngest buyer to 95:
 * (lease - 20) / (95 - youngest age - 20), capped at 1; 0 under 20 years of lease. Two 25-year-olds, 65 years of
 * lease -> 45 / 50 = 0.9. Unknown age or lease: 1 (nothing to pro-rate yet).
 */
export function leaseFactor(day: string, youngestAge: number | null, remainingLease: number | null): ReturnType<typeof dec> {
  const rule = rowOn(CPF_USAGE_LIMITS, day).value;
  if (remainingLease === null) return dec(1);
  if (remainingLease < rule.minimumLeaseYears) return dec(0);
  if (youngestAge === null) return dec(1);
  const needed = rule.coverToAge - youngestAge - rule.minimumLeaseYears;
  if (needed <= 0) return dec(1);
  const factor = dec(remainingLease - rule.minimumLeaseYears).div(dec(needed));
  return factor.gt(dec(1)) ? dec(1) : factor;
}

const times = (amount: number, factor: ReturnType<typeof dec>): Cents => Number(dec(amount).times(factor).round(0, ROUND_DOWN).toString()) as Cents;

export function cpfLimits(input: CpfLimitsInput): CpfLimits {
  const row = rowOn(CPF_USAGE_LIMITS, input.purchaseDate);
  const rule = row.value;
  const factor = leaseFactor(input.purchaseDate, input.youngestAge, input.remainingLease);
  const prorated = factor.lt(dec(1));
  const limitsApply = prorated || input.loanType === 'BANK' || rule.limitsBindHdbLoans;
  const toConfirm = input.loanType === 'HDB' && !prorated ? (row.source.toConfirm ?? null) : null;
  const none = { noOfYearsToReachCpfUsageLimits: null, noOfRemainingMonthsToReachCpf: null };
  if (input.price <= 0) return { valuationLimit: null, withdrawalLimit: null, leaseFactor: factor.toString(), limitsApply, ...none, warnings: [], toConfirm };

  const lower = Math.min(input.price, input.valuation ?? input.price);
  // A short lease pro-rates what CPF may pay (CPF's example: 90 % of S$550,000 = S$495,000), with no further
  // withdrawal beyond it; otherwise the withdrawal limit is 120 % of the valuation limit.
  const valuationLimit = times(lower, factor);
  const withdrawalLimit = prorated ? valuationLimit : times(lower, dec(rule.withdrawalLimitPercent).div(dec(100)));
  const warnings: string[] = [];

  if (input.remainingLease !== null && input.remainingLease < rule.minimumLeaseYears) {
    warnings.push(`CPF cannot be used for a flat with less than ${rule.minimumLeaseYears} years of lease left: the price, the fees and the instalments are paid in cash.`);
    return { valuationLimit, withdrawalLimit, leaseFactor: factor.toString(), limitsApply, ...none, warnings, toConfirm };
  }
  if (!limitsApply) return { valuationLimit, withdrawalLimit, leaseFactor: factor.toString(), limitsApply, ...none, warnings, toConfirm };

  const limitName = prorated ? 'what CPF may pay for this flat, as its lease does not last the youngest buyer to 95' : 'the valuation limit';
  if (input.cpfUsedUpfront > valuationLimit) {
    warnings.push(`The CPF you plan to use at purchase (${money(input.cpfUsedUpfront)}) is more than ${limitName} (${money(valuationLimit)}): pay ${money(input.cpfUsedUpfront - valuationLimit)} more in cash.`);
    return { valuationLimit, withdrawalLimit, leaseFactor: factor.toString(), limitsApply, noOfYearsToReachCpfUsageLimits: 0, noOfRemainingMonthsToReachCpf: 0, warnings, toConfirm };
  }
  if (input.cpfMonthlyInstalment <= 0) return { valuationLimit, withdrawalLimit, leaseFactor: factor.toString(), limitsApply, ...none, warnings, toConfirm };
  // The month whose CPF instalment takes the CPF used to the limit.
  const months = Number(dec(valuationLimit - input.cpfUsedUpfront).div(dec(input.cpfMonthlyInstalment)).round(0, ROUND_UP).toString());
  if (months > input.loanMonths) return { valuationLimit, withdrawalLimit, leaseFactor: factor.toString(), limitsApply, ...none, warnings, toConfirm };
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const after = `${years} ${years === 1 ? 'year' : 'years'} and ${rest} ${rest === 1 ? 'month' : 'months'}`;
  warnings.push(
    prorated
      ? `Your CPF payments reach ${limitName} (${money(valuationLimit)}) after ${after} of instalments: the instalments after that are paid in cash.`
      : `Your CPF payments reach the valuation limit (${money(valuationLimit)}) after ${after} of instalments. To go on paying from CPF you need the Basic Retirement Sum set aside, and CPF stops at the withdrawal limit (${money(withdrawalLimit)}): plan the rest in cash.`,
  );
  return { valuationLimit, withdrawalLimit, leaseFactor: factor.toString(), limitsApply, noOfYearsToReachCpfUsageLimits: years, noOfRemainingMonthsToReachCpf: rest, warnings, toConfirm };
}
