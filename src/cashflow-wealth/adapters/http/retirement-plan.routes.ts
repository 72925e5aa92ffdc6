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
import type { RetirementSettings } from '../../domain/retirement/retirement-settings.js';
import { assumptionFields, retiredFields, type RetiredFields } from './retirement-assumption.schemas.js';
import type { ProfileForPlan } from '../../domain/retirement/retirement-plan-inputs.js';
import type { RetirementPlanRequest, RetirementPlanResponse, RetirementPlanSettingsDto } from './retirement-plan.contract.js';
import { presentRetirementPlan } from './retirement.presenter.js';

const A = assumptionFields;

/** The settings as PUT sends them: the public calculation's rules (retirement-assumption.schemas.ts), no defaults. */
export const retirementPlanSchema = Joi.object<RetirementPlanRequest & RetiredFields>({
  grossMonthlyWage: Joi.cents().allow(null),
  grossWageConfirmed: Joi.boolean(),
  bonusMonths: A.bonusMonths(),
  monthlySpending: Joi.cents().allow(null),
  investments: Joi.cents().allow(null),
  srsBalance: Joi.cents().allow(null),
  cashSetAside: Joi.cents().allow(null),
  otherSavings: retiredFields.otherSavings(),
  returnPercent: retiredFields.returnPercent(),
  monthlyHousingFromOa: A.monthlyHousingFromOa().allow(null),
  housingFromOaUntil: A.housingFromOaUntil(),
  wageGrowthPercent: A.wageGrowthPercent(),
  inflationPercent: A.inflationPercent(),
  investmentsReturnPercent: A.investmentsReturnPercent(),
  srsReturnPercent: A.srsReturnPercent(),
  cashReturnPercent: A.cashReturnPercent(),
  payoutStartAge: A.payoutStartAge(),
  cpfLifePlan: A.cpfLifePlan(),
  retirementSumChoice: A.retirementSumChoice(),
  planToAge: A.planToAge(),
}).required();

export interface RetirementPlanRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  plans: RetirementPlanCommands;
  clock: Clock;
}

/**
 * The wire's settings are the domain's, field for field (the contract is written out for the web app, which may not
 * import the domain): a field added to or dropped from one side and not the other stops the build here, where the
 * spread in present() alone would let an extra domain field onto the wire unannounced.
 */
type SameFields<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
export const SETTINGS_WIRE_IS_THE_DOMAINS: SameFields<RetirementSettings, RetirementPlanSettingsDto> = true;

function present(read: RetirementPlanRead): RetirementPlanResponse {
  return {
    settings: { ...read.settings },
    savedAt: read.savedAt?.toISOString() ?? null,
    inputs: read.inputs,
    missing: read.missing,
    grossWageQuestion: read.grossWageQuestion,
    incomeReplacementGuide: read.incomeReplacementGuide,
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
