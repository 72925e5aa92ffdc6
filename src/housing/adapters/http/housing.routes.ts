import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { HousingPlanCommands, HousingPlanWithSummary } from '../../application/housing-plan-commands.js';
import {
  FEE_ITEMS,
  FLAT_SIZES,
  FLAT_TYPES,
  HOUSEHOLD_TYPES,
  LOAN_TYPES,
  PAYMENT_METHODS,
  PLAN_COLORS,
  PLAN_STEPS,
  PLAN_TYPES,
} from '../../domain/housing-plan.js';
import type { HousingPlanDto, HousingPlanRequest, HousingPlanResponse, HousingPlansResponse } from './housing.contract.js';

const money = Joi.cents().allow(null);
const feeItem = Joi.object({ amount: Joi.cents().required(), paymentMethod: Joi.string().valid(...PAYMENT_METHODS).required() });

/** The shape of a plan change; the domain then checks the business rules (name, buyers, rate, period, cash-only fees). */
export const housingPlanSchema = Joi.object<HousingPlanRequest>({
  isPlanCompleted: Joi.boolean(),
  planType: Joi.string().valid(...PLAN_TYPES),
  planStep: Joi.string().valid(...PLAN_STEPS),
  planName: Joi.string().allow('').max(200),
  planColor: Joi.string().valid(...PLAN_COLORS),
  firstTimeBuyer: Joi.boolean().allow(null),
  householdType: Joi.string().valid(...HOUSEHOLD_TYPES),
  noOfBuyers: Joi.number().integer(),
  monthlyHouseholdIncome: money,
  cpfOABalance: money,
  cashSavings: money,
  estimatedFlatBudget: money,
  flatValueAtTimeOfPurchase: money,
  flatType: Joi.string().valid(...FLAT_TYPES),
  flatSize: Joi.string().valid(...FLAT_SIZES),
  loanType: Joi.string().valid(...LOAN_TYPES),
  upfrontPaymentInCash: money,
  cpfHousingGrant: money,
  enhancedCpfHousingGrant: money,
  proximityGrant: money,
  interestRate: Joi.number(),
  loanPeriod: Joi.number().integer(),
  cpfMonthlyInstalment: money,
  fees: Joi.object(Object.fromEntries(FEE_ITEMS.map((name) => [name, feeItem]))),
  lastUpdatedAt: Joi.dateOrTimestamp(),
}).required();
const idParams = Joi.object({ id: Joi.string().trim().min(1).max(100).required() });

const present = ({ plan, summary }: HousingPlanWithSummary): HousingPlanDto => ({ ...plan, summary });

function changeOf(body: HousingPlanRequest): Omit<HousingPlanRequest, 'lastUpdatedAt'> {
  const { lastUpdatedAt: _ignored, ...change } = body;
  return change;
}

export interface HousingRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  plans: HousingPlanCommands;
}

/** Spec 3 §7 housing-plan calls; a resident's own plans only (spec 3 §6), after consent to the app terms; writes after onboarding. */
export function housingRoutes(deps: HousingRoutesDeps): ApiRoutes {
  const signedIn = () => deps.guard({ requireConsent: true });
  // Like the targets: plans are written only once the profile is complete (the tool's lockout condition).
  const writer = () => deps.guard({ requireConsent: true, requireOnboarding: true });
  return {
    name: 'housing',
    mount(router) {
      router.get('/housing-plan', signedIn(), async (ctx) => {
        const body: HousingPlansResponse = { housingPlans: (await deps.plans.list(ctx.state.currentUser!.id)).map(present) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/housing-plan', writer(), validate({ body: housingPlanSchema }), async (ctx) => {
        const created = await deps.plans.create(ctx.state.currentUser!.id, changeOf(ctx.request.body as HousingPlanRequest));
        const body: HousingPlanResponse = { housingPlan: present(created) };
        ctx.status = 201;
        ctx.body = body;
      });
      router.patch('/housing-plan/:id', writer(), validate({ params: idParams, body: housingPlanSchema }), async (ctx) => {
        const updated = await deps.plans.update(ctx.state.currentUser!.id, String(ctx.params.id), changeOf(ctx.request.body as HousingPlanRequest));
        const body: HousingPlanResponse = { housingPlan: present(updated) };
        ctx.body = body;
      });
      router.delete('/housing-plan/:id', writer(), validate({ params: idParams }), async (ctx) => {
        await deps.plans.delete(ctx.state.currentUser!.id, String(ctx.params.id));
        ctx.status = 204;
      });
    },
  };
}
