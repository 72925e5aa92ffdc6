/**
 * The "Your assumptions" form of the Retirement plan (docs/decisions.md "The retirement plan"): the settings of
 * GET /retirement-plan as the boxes show them, and back into the whole settings PUT /retirement-plan takes. An empty
 * typed figure is null: the plan takes that figure from the resident's own data again. Pure, so it is unit tested.
 */
import type { CpfLifePlan, RetirementSumChoice } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import type { RetirementPlanRequest, RetirementPlanSettingsDto } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import {
  validateAmount,
  validateBonusMonths,
  validateInflation,
  validatePayoutAge,
  validatePlanToAge,
  validateCashReturn,
  validateReturn,
  validateWageGrowth,
} from '../retirement-answers';

export interface PlanForm {
  payoutStartAge: string;
  cpfLifePlan: CpfLifePlan;
  retirementSumChoice: RetirementSumChoice;
  planToAge: string;
  wageGrowthPercent: string;
  inflationPercent: string;
  investmentsReturnPercent: string;
  srsReturnPercent: string;
  cashReturnPercent: string;
  bonusMonths: string;
  /** '' : from the resident's data (the cashflow, the wealth; cash set aside: none) */
  grossMonthlyWage: string;
  monthlySpending: string;
  investments: string;
  srsBalance: string;
  cashSetAside: string;
  monthlyHousingFromOa: string;
  /** 'MM/YYYY' as typed; '' : to the payout age */
  housingFromOaUntil: string;
}

export type PlanFormErrors = Partial<Record<keyof PlanForm, string>>;

const money = (cents: number | null): string => (cents === null ? '' : formatMoneyInput(cents as Cents));

/** 'YYYY-MM' as the box shows it, 'MM/YYYY'. */
export const monthText = (ym: string | null): string => (ym ? `${ym.slice(5, 7)}/${ym.slice(0, 4)}` : '');

/** 'MM/YYYY' (or 'M/YYYY') typed as 'YYYY-MM', or null when it is not a month. */
export function monthOfText(text: string): string | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${match[2]}-${String(month).padStart(2, '0')}`;
}

export function formOfSettings(s: RetirementPlanSettingsDto): PlanForm {
  return {
    payoutStartAge: String(s.payoutStartAge),
    cpfLifePlan: s.cpfLifePlan,
    retirementSumChoice: s.retirementSumChoice,
    planToAge: String(s.planToAge),
    wageGrowthPercent: String(s.wageGrowthPercent),
    inflationPercent: String(s.inflationPercent),
    investmentsReturnPercent: String(s.investmentsReturnPercent),
    srsReturnPercent: String(s.srsReturnPercent),
    cashReturnPercent: String(s.cashReturnPercent),
    bonusMonths: String(s.bonusMonths),
    grossMonthlyWage: money(s.grossMonthlyWage),
    monthlySpending: money(s.monthlySpending),
    investments: money(s.investments),
    srsBalance: money(s.srsBalance),
    cashSetAside: money(s.cashSetAside),
    monthlyHousingFromOa: money(s.monthlyHousingFromOa),
    housingFromOaUntil: monthText(s.housingFromOaUntil),
  };
}

export const validateMonth = (text: string): string | null => (text.trim() === '' || monthOfText(text) ? null : 'Enter a month as MM/YYYY, e.g. 06/2045');

const number = (text: string, required: string): string | null => (text.trim() === '' ? required : null);

/** Each box's own rule: the assumptions must be there (they have defaults), the typed figures may be empty. */
export function formErrors(form: PlanForm): PlanFormErrors {
  const rules: Array<[keyof PlanForm, string | null]> = [
    ['payoutStartAge', number(form.payoutStartAge, 'Choose an age from 65 to 70') ?? validatePayoutAge(form.payoutStartAge)],
    ['planToAge', number(form.planToAge, 'Enter an age, 95 if unsure') ?? validatePlanToAge(form.planToAge)],
    ['wageGrowthPercent', number(form.wageGrowthPercent, 'Enter wage growth, 0 for none') ?? validateWageGrowth(form.wageGrowthPercent)],
    ['inflationPercent', number(form.inflationPercent, 'Enter inflation, 0 for none') ?? validateInflation(form.inflationPercent)],
    ['investmentsReturnPercent', number(form.investmentsReturnPercent, 'Enter the return, 0 for none') ?? validateReturn(form.investmentsReturnPercent)],
    ['srsReturnPercent', number(form.srsReturnPercent, 'Enter the return, 0 for none') ?? validateReturn(form.srsReturnPercent)],
    ['cashReturnPercent', number(form.cashReturnPercent, 'Enter the return, 0 for none') ?? validateCashReturn(form.cashReturnPercent)],
    ['bonusMonths', validateBonusMonths(form.bonusMonths)],
    ['grossMonthlyWage', validateAmount(form.grossMonthlyWage)],
    ['monthlySpending', validateAmount(form.monthlySpending)],
    ['investments', validateAmount(form.investments)],
    ['srsBalance', validateAmount(form.srsBalance)],
    ['cashSetAside', validateAmount(form.cashSetAside)],
    ['monthlyHousingFromOa', validateAmount(form.monthlyHousingFromOa)],
    ['housingFromOaUntil', validateMonth(form.housingFromOaUntil)],
  ];
  const errors: PlanFormErrors = {};
  for (const [field, message] of rules) if (message) errors[field] = message;
  return errors;
}

const centsOrNull = (text: string): number | null => (text.trim() === '' ? null : (parseMoneyInput(text) as { cents: number }).cents);

/**
 * The whole settings PUT takes, from a form that passes {@link formErrors}. `grossWageConfirmed` is kept as it is:
 * only the gross-wage question changes it.
 */
export function settingsOfForm(form: PlanForm, current: Pick<RetirementPlanSettingsDto, 'grossWageConfirmed'>): RetirementPlanRequest {
  return {
    grossMonthlyWage: centsOrNull(form.grossMonthlyWage),
    grossWageConfirmed: current.grossWageConfirmed,
    bonusMonths: form.bonusMonths.trim() === '' ? 0 : Number(form.bonusMonths.trim()),
    monthlySpending: centsOrNull(form.monthlySpending),
    investments: centsOrNull(form.investments),
    srsBalance: centsOrNull(form.srsBalance),
    cashSetAside: centsOrNull(form.cashSetAside),
    monthlyHousingFromOa: centsOrNull(form.monthlyHousingFromOa),
    housingFromOaUntil: form.housingFromOaUntil.trim() === '' ? null : monthOfText(form.housingFromOaUntil),
    wageGrowthPercent: Number(form.wageGrowthPercent.trim()),
    inflationPercent: Number(form.inflationPercent.trim()),
    investmentsReturnPercent: Number(form.investmentsReturnPercent.trim()),
    srsReturnPercent: Number(form.srsReturnPercent.trim()),
    cashReturnPercent: Number(form.cashReturnPercent.trim()),
    payoutStartAge: Number(form.payoutStartAge.trim()),
    cpfLifePlan: form.cpfLifePlan,
    retirementSumChoice: form.retirementSumChoice,
    planToAge: Number(form.planToAge.trim()),
  };
}

/** Every box of the assumptions form, in the order the form shows them (and focuses the first refused). */
export const PLAN_FORM_FIELDS: ReadonlyArray<keyof PlanForm> = [
  'payoutStartAge',
  'cpfLifePlan',
  'retirementSumChoice',
  'planToAge',
  'wageGrowthPercent',
  'inflationPercent',
  'investmentsReturnPercent',
  'srsReturnPercent',
  'cashReturnPercent',
  'bonusMonths',
  'grossMonthlyWage',
  'monthlySpending',
  'investments',
  'srsBalance',
  'cashSetAside',
  'monthlyHousingFromOa',
  'housingFromOaUntil',
];

/** A 400's `details[].field` as the box it names ('assumptions.payoutStartAge' and 'payoutStartAge' alike), or null. */
export function formFieldOf(field: string): keyof PlanForm | null {
  const name = field.replace(/^(settings|assumptions)\./, '');
  return PLAN_FORM_FIELDS.includes(name as keyof PlanForm) ? (name as keyof PlanForm) : null;
}

interface ErrorLike {
  status?: number;
  body?: { details?: ReadonlyArray<{ field: string; message: string }> } | null;
}

/** A failed PUT as messages by box, and those naming no box (said beside the Save button). */
export function saveFailureOf(error: unknown): { fields: PlanFormErrors; other: string[] } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const details = e.status === 400 ? (e.body?.details ?? []) : [];
  const fields: PlanFormErrors = {};
  const other: string[] = [];
  for (const d of details) {
    const field = formFieldOf(d.field);
    if (field) fields[field] ??= d.message;
    else other.push(d.message);
  }
  if (details.length === 0) other.push(e.status === 429 ? 'Too many changes in a minute: wait a moment, then save again.' : 'We could not save your plan just now. Check your connection, then save again.');
  return { fields, other };
}
