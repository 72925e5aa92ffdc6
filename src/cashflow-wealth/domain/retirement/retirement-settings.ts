/**
 * What a resident keeps on their retirement plan (docs/decisions.md "The retirement plan"): typed figures that
 * replace what their data says (null: read it from their data) and the assumptions, each with its default. Pure.
 */
import type { CpfLifePlan, RetirementSumChoice } from '../../../shared-kernel/cpf/cpf-types.js';
import { ValidationFailed, type FieldError } from '../../../shared-kernel/errors.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { DEFAULT_PLAN_TO_AGE } from './retirement-outlook.js';
import { LATEST_PAYOUT_START_AGE } from './retirement-levers.js';
import { DEFAULT_OTHER_MONEY_RETURN_PERCENT } from './other-retirement-money.js';

export const EARLIEST_PAYOUT_START_AGE = 65;

export interface RetirementSettings {
  grossMonthlyWage: Cents | null;
  grossWageConfirmed: boolean;
  bonusMonths: number;
  monthlySpending: Cents | null;
  /** the other retirement money (other-retirement-money.ts): investments, SRS, cash set aside */
  investments: Cents | null;
  srsBalance: Cents | null;
  cashSetAside: Cents | null;
  monthlyHousingFromOa: Cents | null;
  /** 'YYYY-MM' */
  housingFromOaUntil: string | null;
  wageGrowthPercent: number;
  inflationPercent: number;
  investmentsReturnPercent: number;
  srsReturnPercent: number;
  cashReturnPercent: number;
  payoutStartAge: number;
  cpfLifePlan: CpfLifePlan;
  retirementSumChoice: RetirementSumChoice;
  planToAge: number;
}

/**
 * The defaults, the public calculation's own (POST /retirement/calculate): wages growing 3 % a year, 2.5 %
 * inflation, each kind of other money at its default return, payouts from 65 on the Standard plan, the Full
 * Retirement Sum, a plan to 95.
 */
export const DEFAULT_RETIREMENT_SETTINGS: RetirementSettings = Object.freeze({
  grossMonthlyWage: null,
  grossWageConfirmed: false,
  bonusMonths: 0,
  monthlySpending: null,
  investments: null,
  srsBalance: null,
  cashSetAside: null,
  monthlyHousingFromOa: null,
  housingFromOaUntil: null,
  wageGrowthPercent: 3,
  inflationPercent: 2.5,
  investmentsReturnPercent: DEFAULT_OTHER_MONEY_RETURN_PERCENT.investments,
  srsReturnPercent: DEFAULT_OTHER_MONEY_RETURN_PERCENT.srs,
  cashReturnPercent: DEFAULT_OTHER_MONEY_RETURN_PERCENT.cash,
  payoutStartAge: EARLIEST_PAYOUT_START_AGE,
  cpfLifePlan: 'STANDARD',
  retirementSumChoice: 'FULL',
  planToAge: DEFAULT_PLAN_TO_AGE,
});

/**
 * The business rules of the settings the edge checks too (an import or another caller reaches them without it):
 * payouts start between 65 and 70 (CPF LIFE); the plan runs past the payout age.
 * @throws ValidationFailed naming each field.
 */
export function checkRetirementSettings(settings: RetirementSettings): void {
  const errors: FieldError[] = [];
  if (!Number.isInteger(settings.payoutStartAge) || settings.payoutStartAge < EARLIEST_PAYOUT_START_AGE || settings.payoutStartAge > LATEST_PAYOUT_START_AGE) {
    errors.push({ field: 'payoutStartAge', message: `CPF LIFE payouts start between ${EARLIEST_PAYOUT_START_AGE} and ${LATEST_PAYOUT_START_AGE}` });
  }
  if (settings.planToAge <= settings.payoutStartAge) errors.push({ field: 'planToAge', message: 'Plan to an age after your payouts start' });
  if (settings.bonusMonths < 0) errors.push({ field: 'bonusMonths', message: 'Bonus months cannot be negative' });
  if (errors.length > 0) throw new ValidationFailed(errors);
}

/**
 * Settings kept before the other retirement money had a return per kind held one sum (`otherSavings`) at one return
 * (`returnPercent`): both were the investments' (the plan read that sum from the wealth's investments). A stored row
 * or an exported file of that time reads as the investments, with SRS and cash from the resident's data or nil.
 */
export function upgradeStoredSettings(stored: Readonly<Record<string, unknown>>): Partial<RetirementSettings> {
  const { otherSavings, returnPercent, ...rest } = stored;
  const upgraded: Record<string, unknown> = { ...rest };
  if (otherSavings !== undefined && !('investments' in rest)) upgraded.investments = otherSavings;
  if (returnPercent !== undefined && !('investmentsReturnPercent' in rest)) upgraded.investmentsReturnPercent = returnPercent;
  return upgraded as Partial<RetirementSettings>;
}
