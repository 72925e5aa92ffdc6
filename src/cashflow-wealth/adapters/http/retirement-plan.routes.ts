/**
 * GET and PUT /api/v1/retirement-plan (docs/api.md "Retirement", docs/decisions.md "The retirement plan"): the
 * signed-in resident's own projection from their data, each input with its source, and the settings they keep.
 */
import { residentProfileFactsOf, type GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { Clock } from '../../../shared-kernel/clock.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';
import type { RetirementPlanCommands, RetirementPlanRead } from '../../application/retirement-plan.js';
import { LATEST_PAYOUT_START_AGE } from '../../domain/retirement/index.js';
import { EARLIEST_PAYOUT_START_AGE, type RetirementSettings } from '../../domain/retirement/retirement-settings.js';
import type { ProfileForPlan } from '../../domain/retirement/retirement-plan-inputs.js';
import type { RetirementPlanRequest, RetirementPlanResponse } from './retirement-plan.contract.js';
import { presentRetirementPlan } from './retirement.presenter.js';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const percent = (min: number, max: number, what: string) =>
  Joi.number().min(min).max(max).messages({ 'number.min': `${what} must be at least ${min} %`, 'number.max': `${what} must be at most ${max} %` });
const payoutAgeMessage = `CPF LIFE payouts start between ${EARLIEST_PAYOUT_START_AGE} and ${LATEST_PAYOUT_START_AGE}`;

/** The settings as PUT sends them; the ranges are the public calculation's (retirement.routes.ts). */
export const retirementPlanSchema = Joi.object<RetirementPlanRequest>({
  grossMonthlyWage: Joi.cents().allow(null),
  grossWageConfirmed: Joi.boolean(),
  bonusMonths: Joi.number().min(0).max(24).messages({ 'number.min': 'Bonus months cannot be negative', 'number.max': 'Bonus months must be at most 24' }),
  monthlySpending: Joi.cents().allow(null),
  otherSavings: Joi.cents().allow(null),
  monthlyHousingFromOa: Joi.cents().allow(null),
  housingFromOaUntil: Joi.string().pattern(YEAR_MONTH).allow(null).messages({ 'string.pattern.base': 'Enter a month as YYYY-MM' }),
  wageGrowthPercent: percent(-10, 10, 'Wage growth'),
  inflationPercent: percent(0, 10, 'Inflation'),
  returnPercent: percent(-5, 10, 'The return'),
  payoutStartAge: Joi.number().integer().min(EARLIEST_PAYOUT_START_AGE).max(LATEST_PAYOUT_START_AGE).messages({
    'number.min': payoutAgeMessage,
    'number.max': payoutAgeMessage,
    'number.integer': `Enter a whole age between ${EARLIEST_PAYOUT_START_AGE} and ${LATEST_PAYOUT_START_AGE}`,
  }),
  cpfLifePlan: Joi.string().valid('STANDARD', 'BASIC', 'ESCALATING').messages({ 'any.only': 'Choose the Standard, Basic or Escalating plan' }),
  retirementSumChoice: Joi.string().valid('BASIC_WITH_PLEDGE', 'FULL', 'ENHANCED').messages({ 'any.only': 'Choose the Basic (with a property pledge), Full or Enhanced sum' }),
  planToAge: Joi.number().integer().min(75).max(110).messages({ 'number.min': 'Plan to at least 75', 'number.max': 'Plan to at most 110', 'number.integer': 'Enter a whole age' }),
}).required();

export interface RetirementPlanRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  plans: RetirementPlanCommands;
  clock: Clock;
}

function present(read: RetirementPlanRead): RetirementPlanResponse {
  return {
    settings: { ...read.settings },
    savedAt: read.savedAt?.toISOString() ?? null,
    inputs: read.inputs,
    missing: read.missing,
    grossWageQuestion: read.grossWageQuestion,
    plan: read.outlookInputs === null ? null : presentRetirementPlan(read.outlookInputs),
  };
}

export function retirementPlanRoutes(deps: RetirementPlanRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  const thisMonth = () => todayInSingapore(deps.clock).slice(0, 7);
  const profileOf = (user: Parameters<typeof residentProfileFactsOf>[0]): ProfileForPlan => residentProfileFactsOf(user);
  return {
    name: 'cashflow-wealth.retirement-plan',
    mount(router) {
      router.get('/retirement-plan', guard(), async (ctx) => {
        const body: RetirementPlanResponse = present(await deps.plans.read(ctx.state.currentUser!.id, profileOf(ctx.state.currentUser!), thisMonth()));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.put('/retirement-plan', guard(), validate({ body: retirementPlanSchema }), async (ctx) => {
        const change = ctx.request.body as Partial<RetirementSettings>;
        const body: RetirementPlanResponse = present(await deps.plans.save(ctx.state.currentUser!.id, change, profileOf(ctx.state.currentUser!), thisMonth()));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
