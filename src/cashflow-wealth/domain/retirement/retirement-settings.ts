/**
 * What a resident keeps on their retirement plan (docs/decisions.md "The retirement plan"): typed figures that
 * replace what their data says (null: read it from their data) and the assumptions, each with its default. Pure.
 */
import type { CpfLifePlan, RetirementSumChoice } from '../../../shared-kernel/cpf/cpf-types.js';
import { ValidationFailed, type FieldError } from '../../../shared-kernel/errors.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { DEFAULT_PLAN_TO_AGE } from './retirement-outlook.js';
import { LATEST_PAYOUT_START_AGE } from './retirement-levers.js';

export const EARLIEST_PAYOUT_START_AGE = 65;

export interface RetirementSettings {
  grossMonthlyWage: Cents | null;
  grossWageConfirmed: boolean;
  bonusMonths: number;
  monthlySpending: Cents | null;
  otherSavings: Cents | null;
  monthlyHousingFromOa: Cents | null;
  /** 'YYYY-MM' */
  housingFromOaUntil: string | null;
  wageGrowthPercent: number;
  inflationPercent: number;
  returnPercent: number;
  payoutStartAge: number;
  cpfLifePlan: CpfLifePlan;
  retirementSumChoice: RetirementSumChoice;
  planToAge: number;
}

/**
 * The defaults, the public calculation's own (POST /retirement/calculate): wages growing 3 % a year, 2.5 %
 * inflation, a 4 % return, payouts from 65 on the Standard plan, the Full Retirement Sum, a plan to 95.
 */
export const DEFAULT_RETIREMENT_SETTINGS: RetirementSettings = Object.freeze({
  grossMonthlyWage: null,
  grossWageConfirmed: false,
  bonusMonths: 0,
  monthlySpending: null,
  otherSavings: null,
  monthlyHousingFromOa: null,
  housingFromOaUntil: null,
  wageGrowthPercent: 3,
  inflationPercent: 2.5,
  returnPercent: 4,
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
