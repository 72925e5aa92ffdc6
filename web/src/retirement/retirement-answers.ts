/**
 * The public "How much will CPF pay me?" page's answers (docs/decisions.md "How much will CPF pay me?"): what the
 * visitor typed, kept in this tab's session storage (never on our servers), and the body of POST
 * /api/v1/retirement/calculate they make once the required answers are there. Pure, so it is unit tested.
 * Nothing is worked out here: every figure on the page comes from the call's answer.
 */
import type { CpfLifePlan, CpfResidency, RetirementCalculateRequest, RetirementSumChoice } from '../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import { parseMoneyInput } from '../shared/format/money';
import { isIsoDate } from '../shared/format/day-month-year';
import { ASSUMPTION_DEFAULTS } from './assumption-defaults';
import { RETIREMENT_AGE_RANGE_MESSAGE, RETIREMENT_PLAN_AGES } from '../../../src/shared-kernel/retirement-figures.js';

export { CPF_PAY_ME } from '../app/site-map';
export { ASSUMPTION_DEFAULTS };

/** Everything as typed ('' while not answered): a choice is '' until made, so no answer is assumed silently. */
export interface RetirementAnswers {
  dateOfBirth: string;
  residentialStatus: CpfResidency | '';
  grossMonthlyWage: string;
  bonusMonths: string;
  oa: string;
  sa: string;
  ma: string;
  ra: string;
  monthlySpending: string;
  /** the other retirement money, each with its own return below */
  investments: string;
  srsBalance: string;
  cashSetAside: string;
  payoutStartAge: string;
  cpfLifePlan: CpfLifePlan;
  retirementSumChoice: RetirementSumChoice;
  wageGrowthPercent: string;
  inflationPercent: string;
  investmentsReturnPercent: string;
  srsReturnPercent: string;
  cashReturnPercent: string;
  planToAge: string;
}

/** The other retirement money's answers, and the return each grows at. */
export const OTHER_MONEY_ANSWERS = ['investments', 'srsBalance', 'cashSetAside'] as const;
export type OtherMoneyAnswer = (typeof OTHER_MONEY_ANSWERS)[number];
export const RETURN_OF: Readonly<Record<OtherMoneyAnswer, 'investmentsReturnPercent' | 'srsReturnPercent' | 'cashReturnPercent'>> = {
  investments: 'investmentsReturnPercent',
  srsBalance: 'srsReturnPercent',
  cashSetAside: 'cashReturnPercent',
};
/** Which of them the visitor typed: one left empty counts as none here, and is read from the resident's data on a kept plan. */
export type TypedOtherMoney = Readonly<Record<OtherMoneyAnswer, boolean>>;
export const typedOtherMoney = (answers: RetirementAnswers): TypedOtherMoney => ({
  investments: answers.investments.trim() !== '',
  srsBalance: answers.srsBalance.trim() !== '',
  cashSetAside: answers.cashSetAside.trim() !== '',
});

/** What a question box takes: its answer, how to change it, and the server's word on it (a 400) if any. */
export type ServerErrors = Partial<Record<keyof RetirementAnswers, string>>;
export interface QuestionProps {
  answers: RetirementAnswers;
  set: (change: Partial<RetirementAnswers>) => void;
  serverErrors: ServerErrors;
}

export const PLAN_LABELS: Readonly<Record<CpfLifePlan, string>> = {
  STANDARD: 'Standard plan: level payouts',
  BASIC: 'Basic plan: lower payouts, more left for your family',
  ESCALATING: 'Escalating plan: starts lower, rises 2 % a year',
};

export const SUM_LABELS: Readonly<Record<RetirementSumChoice, string>> = {
  BASIC_WITH_PLEDGE: 'Basic Retirement Sum, with a property pledge',
  FULL: 'Full Retirement Sum',
  ENHANCED: 'Enhanced Retirement Sum',
};

/** The calculation's own age bounds and message (calculation-bounds.ts reads the same). */
export const MIN_AGE = RETIREMENT_PLAN_AGES.min;
export const MAX_AGE = RETIREMENT_PLAN_AGES.max;
/** The Retirement Account is formed in the month the member turns 55. */
export const RA_AGE = 55;

export function emptyAnswers(): RetirementAnswers {
  const d = ASSUMPTION_DEFAULTS;
  return {
    dateOfBirth: '',
    residentialStatus: '',
    grossMonthlyWage: '',
    bonusMonths: '',
    oa: '',
    sa: '',
    ma: '',
    ra: '',
    monthlySpending: '',
    investments: '',
    srsBalance: '',
    cashSetAside: '',
    payoutStartAge: d.payoutStartAge.value,
    cpfLifePlan: d.cpfLifePlan.value,
    retirementSumChoice: d.retirementSumChoice.value,
    wageGrowthPercent: d.wageGrowthPercent.value,
    inflationPercent: d.inflationPercent.value,
    investmentsReturnPercent: d.investmentsReturnPercent.value,
    srsReturnPercent: d.srsReturnPercent.value,
    cashReturnPercent: d.cashReturnPercent.value,
    planToAge: d.planToAge.value,
  };
}

/** Whole years of age on `today` ('YYYY-MM-DD'), or null while the date of birth is not a date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  if (!isIsoDate(dateOfBirth)) return null;
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** The Retirement Account question is asked only from 55, when it exists. */
export const asksRetirementAccount = (answers: RetirementAnswers, today: string): boolean => (ageOn(answers.dateOfBirth, today) ?? 0) >= RA_AGE;

export function validateDateOfBirth(text: string, today: string): string | null {
  if (text.trim() === '') return 'Enter your date of birth';
  if (!isIsoDate(text)) return null; // the date box says how to write it
  if (text > today) return 'Your date of birth cannot be in the future';
  const age = ageOn(text, today)!;
  if (age < MIN_AGE || age > MAX_AGE) return RETIREMENT_AGE_RANGE_MESSAGE;
  return null;
}

export function validateAmount(text: string, required = false): string | null {
  if (text.trim() === '') return required ? 'Enter an amount (0 if none)' : null;
  const parsed = parseMoneyInput(text);
  return parsed.ok ? null : parsed.message;
}

function numberRule(text: string, min: number, max: number, what: string, whole = false): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return `Enter ${what} as a number`;
  const n = Number(trimmed);
  if (whole && !Number.isInteger(n)) return `Enter ${what} as a whole number`;
  if (n < min || n > max) return `Enter ${what} from ${min} to ${max}`;
  return null;
}

export const validateBonusMonths = (text: string) => numberRule(text, 0, 24, 'bonus months');
export const validatePayoutAge = (text: string) => numberRule(text, 65, 70, 'an age', true);
export const validateWageGrowth = (text: string) => numberRule(text, -10, 10, 'wage growth');
export const validateInflation = (text: string) => numberRule(text, 0, 10, 'inflation');
export const validateReturn = (text: string) => numberRule(text, -5, 10, 'the return');
/** Cash does not lose money by itself (the server's rule: 0 to 10 %). */
export const validateCashReturn = (text: string) => numberRule(text, 0, 10, 'the return');
export const validatePlanToAge = (text: string) => numberRule(text, 75, 110, 'an age', true);

export type RequestOutcome =
  | { kind: 'incomplete'; missing: string[] }
  | { kind: 'invalid'; fields: Array<keyof RetirementAnswers> }
  | { kind: 'ready'; request: RetirementCalculateRequest };

const cents = (text: string): number => (text.trim() === '' ? 0 : (parseMoneyInput(text) as { cents: number }).cents);
const numberOr = (text: string, fallback: number): number => (text.trim() === '' ? fallback : Number(text.trim()));

/**
 * The call's body once the required answers are there and every answer passes its rule; else what is missing (in
 * words, for "Not available yet") or which answers need fixing. An empty optional amount is S$0, as the hint says.
 */
export function requestOf(answers: RetirementAnswers, today: string): RequestOutcome {
  const missing: string[] = [];
  if (answers.dateOfBirth.trim() === '') missing.push('your date of birth');
  if (answers.residentialStatus === '') missing.push('whether you are a citizen or a PR');
  if (answers.grossMonthlyWage.trim() === '') missing.push('your wage');
  if (answers.monthlySpending.trim() === '') missing.push('what you spend a month');
  if (missing.length > 0) return { kind: 'incomplete', missing };
  const withRa = asksRetirementAccount(answers, today);
  const rules: Array<[keyof RetirementAnswers, string | null]> = [
    ['dateOfBirth', isIsoDate(answers.dateOfBirth) ? validateDateOfBirth(answers.dateOfBirth, today) : 'Enter a date'],
    ['grossMonthlyWage', validateAmount(answers.grossMonthlyWage, true)],
    ['bonusMonths', validateBonusMonths(answers.bonusMonths)],
    ['oa', validateAmount(answers.oa)],
    ['sa', validateAmount(answers.sa)],
    ['ma', validateAmount(answers.ma)],
    ['ra', withRa ? validateAmount(answers.ra) : null],
    ['monthlySpending', validateAmount(answers.monthlySpending, true)],
    ['investments', validateAmount(answers.investments)],
    ['srsBalance', validateAmount(answers.srsBalance)],
    ['cashSetAside', validateAmount(answers.cashSetAside)],
    ['payoutStartAge', validatePayoutAge(answers.payoutStartAge)],
    ['wageGrowthPercent', validateWageGrowth(answers.wageGrowthPercent)],
    ['inflationPercent', validateInflation(answers.inflationPercent)],
    ['investmentsReturnPercent', validateReturn(answers.investmentsReturnPercent)],
    ['srsReturnPercent', validateReturn(answers.srsReturnPercent)],
    ['cashReturnPercent', validateCashReturn(answers.cashReturnPercent)],
    ['planToAge', validatePlanToAge(answers.planToAge)],
  ];
  const fields = rules.filter(([, message]) => message !== null).map(([field]) => field);
  if (fields.length > 0) return { kind: 'invalid', fields };
  const d = ASSUMPTION_DEFAULTS;
  return {
    kind: 'ready',
    request: {
      dateOfBirth: answers.dateOfBirth,
      residentialStatus: answers.residentialStatus as CpfResidency,
      grossMonthlyWage: cents(answers.grossMonthlyWage),
      bonusMonths: numberOr(answers.bonusMonths, 0),
      balances: { oa: cents(answers.oa), sa: cents(answers.sa), ma: cents(answers.ma), ra: withRa ? cents(answers.ra) : 0 },
      monthlySpending: cents(answers.monthlySpending),
      investments: cents(answers.investments),
      srsBalance: cents(answers.srsBalance),
      cashSetAside: cents(answers.cashSetAside),
      assumptions: {
        payoutStartAge: numberOr(answers.payoutStartAge, Number(d.payoutStartAge.value)),
        cpfLifePlan: answers.cpfLifePlan,
        retirementSumChoice: answers.retirementSumChoice,
        wageGrowthPercent: numberOr(answers.wageGrowthPercent, Number(d.wageGrowthPercent.value)),
        inflationPercent: numberOr(answers.inflationPercent, Number(d.inflationPercent.value)),
        investmentsReturnPercent: numberOr(answers.investmentsReturnPercent, Number(d.investmentsReturnPercent.value)),
        srsReturnPercent: numberOr(answers.srsReturnPercent, Number(d.srsReturnPercent.value)),
        cashReturnPercent: numberOr(answers.cashReturnPercent, Number(d.cashReturnPercent.value)),
        planToAge: numberOr(answers.planToAge, Number(d.planToAge.value)),
      },
    },
  };
}

/** The server's field names (a 400's `details`) as the page's answers: 'balances.oa' is the OA box. */
export function answerOfServerField(field: string): keyof RetirementAnswers | null {
  const name = field.replace(/^(balances|assumptions)\./, '');
  return name in emptyAnswers() ? (name as keyof RetirementAnswers) : null;
}

/** "a, b and c" */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const STORAGE_KEY = 'mymoneyplan.cpf-pay-me.answers';
const CHOICES: Readonly<Record<string, readonly string[]>> = {
  residentialStatus: ['', 'CITIZEN', 'PR_THIRD_YEAR_ON'],
  cpfLifePlan: ['STANDARD', 'BASIC', 'ESCALATING'],
  retirementSumChoice: ['BASIC_WITH_PLEDGE', 'FULL', 'ENHANCED'],
};

export function loadAnswers(storage: Pick<Storage, 'getItem'> | null): RetirementAnswers | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const base = emptyAnswers();
    // Answers kept before the other money had a return per kind: their one sum and return were the investments'.
    const { otherSavings, returnPercent, ...current } = parsed as Record<string, unknown>;
    const kept: Record<string, unknown> = { investments: otherSavings, investmentsReturnPercent: returnPercent, ...current };
    // Only the known answers, each a string: a tampered value falls back to the empty answer.
    const merged: Record<string, string> = { ...base };
    for (const key of Object.keys(base)) {
      const stored = kept[key];
      if (typeof stored === 'string' && (!(key in CHOICES) || CHOICES[key]!.includes(stored))) merged[key] = stored;
    }
    return merged as unknown as RetirementAnswers;
  } catch {
    return null;
  }
}

export function saveAnswers(storage: Pick<Storage, 'setItem'> | null, answers: RetirementAnswers): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // storage disabled: the answers last as long as the page
  }
}
