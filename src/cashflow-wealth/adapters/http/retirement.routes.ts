import type { ApiRoutes } from '../../../platform/http/http-types.js';
import { routeRateLimit } from '../../../platform/http/middleware/rate-limit.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { Clock } from '../../../shared-kernel/clock.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';
import { ValidationFailed, type FieldError } from '../../../shared-kernel/errors.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { LATEST_PAYOUT_START_AGE, type RetirementOutlookInputs } from '../../domain/retirement/index.js';
import { ageAtMonthStart, PLAN_MAX_AGE, PLAN_MIN_AGE } from '../../domain/retirement/retirement-plan-inputs.js';
import { presentRetirementPlan } from './retirement.presenter.js';
import type { RetirementBalancesDto, RetirementCalculateRequest, RetirementCalculateResponse } from './retirement.contract.js';

/** The ages the calculation answers for (docs/decisions.md "Retirement projection"). */
export const MIN_AGE = PLAN_MIN_AGE;
export const MAX_AGE = PLAN_MAX_AGE;
const EARLIEST_PAYOUT_AGE = 65;
/** The rules go back to 2025 (the SA closing at 55); five years ahead is as far as a start month is useful. */
const EARLIEST_START = '2025-01';
const START_YEARS_AHEAD = 5;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const yearMonth = () => Joi.string().pattern(YEAR_MONTH).messages({ 'string.pattern.base': 'Enter a month as YYYY-MM' });
const money = () => Joi.cents();
const percent = (min: number, max: number, fallback: number, what: string) =>
  Joi.number().min(min).max(max).default(fallback).messages({ 'number.min': `${what} must be at least ${min} %`, 'number.max': `${what} must be at most ${max} %` });

export const retirementCalculateSchema = Joi.object<RetirementCalculateRequest>({
  dateOfBirth: Joi.localDate().required().messages({ 'any.required': 'Enter your date of birth' }),
  residentialStatus: Joi.string().valid('CITIZEN', 'PR_THIRD_YEAR_ON').required().messages({
    'any.only': 'Choose citizen, or permanent resident from the third year',
    'any.required': 'Choose citizen, or permanent resident from the third year',
  }),
  grossMonthlyWage: money().required().messages({ 'any.required': 'Enter your gross monthly wage (0 if you do not work)' }),
  bonusMonths: Joi.number().min(0).max(24).default(0).messages({ 'number.min': 'Bonus months cannot be negative', 'number.max': 'Bonus months must be at most 24' }),
  balances: Joi.object({ oa: money().default(0), sa: money().default(0), ma: money().default(0), ra: money().default(0) }).default(),
  monthlySpending: money().required().messages({ 'any.required': 'Enter what you spend a month' }),
  otherSavings: money().default(0),
  assumptions: Joi.object({
    wageGrowthPercent: percent(-10, 10, 3, 'Wage growth'),
    inflationPercent: percent(0, 10, 2.5, 'Inflation'),
    returnPercent: percent(-5, 10, 4, 'The return'),
    payoutStartAge: Joi.number().integer().min(EARLIEST_PAYOUT_AGE).max(LATEST_PAYOUT_START_AGE).default(EARLIEST_PAYOUT_AGE).messages({
      'number.min': 'CPF LIFE payouts start between 65 and 70',
      'number.max': 'CPF LIFE payouts start between 65 and 70',
      'number.integer': 'Enter a whole age between 65 and 70',
    }),
    cpfLifePlan: Joi.string().valid('STANDARD', 'BASIC', 'ESCALATING').default('STANDARD').messages({ 'any.only': 'Choose the Standard, Basic or Escalating plan' }),
    retirementSumChoice: Joi.string().valid('BASIC_WITH_PLEDGE', 'FULL', 'ENHANCED').default('FULL').messages({ 'any.only': 'Choose the Basic (with a property pledge), Full or Enhanced sum' }),
    planToAge: Joi.number().integer().min(75).max(110).default(95).messages({ 'number.min': 'Plan to at least 75', 'number.max': 'Plan to at most 110', 'number.integer': 'Enter a whole age' }),
    monthlyHousingFromOa: money().default(0),
    housingFromOaUntil: yearMonth().allow(null).default(null),
    startMonth: yearMonth(),
  }).default(),
}).required();

export type ValidatedRetirementBody = Required<Omit<RetirementCalculateRequest, 'balances' | 'assumptions'>> & {
  balances: RetirementBalancesDto;
  assumptions: Required<NonNullable<RetirementCalculateRequest['assumptions']>>;
};

/** What joi cannot know: today. The age, the date of birth and the start month against Singapore's today. */
function inputsOf(body: ValidatedRetirementBody, today: string): RetirementOutlookInputs {
  const thisMonth = today.slice(0, 7);
  const startMonth = body.assumptions.startMonth ?? thisMonth;
  const errors: FieldError[] = [];
  if (body.dateOfBirth > today) errors.push({ field: 'dateOfBirth', message: 'Your date of birth cannot be in the future' });
  else {
    const age = ageAtMonthStart(body.dateOfBirth, startMonth);
    if (age < MIN_AGE || age > MAX_AGE) errors.push({ field: 'dateOfBirth', message: `This works out plans for ages ${MIN_AGE} to ${MAX_AGE}: check your date of birth` });
  }
  const latestStart = `${Number(thisMonth.slice(0, 4)) + START_YEARS_AHEAD}${thisMonth.slice(4)}`;
  if (startMonth < EARLIEST_START || startMonth > latestStart) {
    errors.push({ field: 'assumptions.startMonth', message: `Start from a month between ${EARLIEST_START} and ${latestStart}` });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
  const a = body.assumptions;
  return {
    member: { dateOfBirth: body.dateOfBirth, residency: body.residentialStatus },
    startMonth,
    balances: body.balances as RetirementOutlookInputs['balances'],
    grossMonthlyWage: body.grossMonthlyWage as Cents,
    bonusMonths: body.bonusMonths,
    wageGrowthPercent: a.wageGrowthPercent,
    retirementSumChoice: a.retirementSumChoice,
    payoutStartAge: a.payoutStartAge,
    monthlyHousingFromOa: a.monthlyHousingFromOa as Cents,
    housingFromOaUntil: a.housingFromOaUntil,
    cpfLifePlan: a.cpfLifePlan,
    monthlySpending: body.monthlySpending as Cents,
    otherSavings: body.otherSavings as Cents,
    inflationPercent: a.inflationPercent,
    returnPercent: a.returnPercent,
    planToAge: a.planToAge,
  };
}

/** Works the answer out; figures too large to hold in whole cents are refused, not a 500 (retirement.presenter.ts). */
export function calculateRetirement(body: ValidatedRetirementBody, today: string): RetirementCalculateResponse {
  return presentRetirementPlan(inputsOf(body, today));
}

export interface RetirementRoutesDeps {
  clock: Clock;
  /** POST /retirement/calculate's own limit a minute, per resident or client address (docs/operations.md "Rate limits") */
  calculatePerMinute: number;
}

/** The public retirement calculation (docs/decisions.md "Retirement projection"): no guard, nothing stored, a budget of its own. */
export function retirementRoutes(deps: RetirementRoutesDeps): ApiRoutes {
  return {
    name: 'cashflow-wealth.retirement',
    mount(router) {
      router.post('/retirement/calculate', routeRateLimit('retirement-calculate', deps.calculatePerMinute), validate({ body: retirementCalculateSchema }), (ctx) => {
        const body: RetirementCalculateResponse = calculateRetirement(ctx.request.body as ValidatedRetirementBody, todayInSingapore(deps.clock));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
