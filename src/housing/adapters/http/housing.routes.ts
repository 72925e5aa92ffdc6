import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { routeRateLimit } from '../../../platform/http/middleware/rate-limit.js';
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
  MARITAL_STATUSES,
  MAX_BUYERS,
  MAX_PROPERTIES_OWNED,
  MAX_BUYER_AGE,
  MIN_BUYER_AGE,
  NEW_FLAT_LEASE_YEARS,
  PLAN_TYPES,
  RESIDENCIES,
} from '../../domain/housing-plan.js';
import { GRANT_LABELS, GRANT_NAMES, PARENTS_PROXIMITIES, grantCapsEver, type GrantName } from '../../domain/grants.js';
import type {
  HousingPlanCalculateRequest,
  HousingPlanCalculateResponse,
  HousingPlanDto,
  HousingPlanRequest,
  HousingPlanResponse,
  HousingPlansResponse,
} from './housing.contract.js';

const money = Joi.cents().allow(null);

/**
 * A typed grant, at most the most the grant has ever been in our tables (the domain then holds it to the cap on
 * the plan's purchase date). A recommended plan keeps all the grants together in `cpfHousingGrant`: that field's
 * bound is all the caps together.
 */
function typedGrant(name: GrantName) {
  const caps = grantCapsEver();
  const together = name === 'cpfHousingGrant';
  const cap = together ? GRANT_NAMES.reduce((sum, n) => sum + caps[n], 0) : caps[name];
  const dollars = `S$${(cap / 100).toLocaleString('en-SG')}`;
  const message = together ? `All the grants together are at most ${dollars}` : `The ${GRANT_LABELS[name]} is at most ${dollars}`;
  return Joi.cents().maxCents(cap).allow(null).messages({ 'cents.max': message });
}
const feeItem = Joi.object({ amount: Joi.cents().required(), paymentMethod: Joi.string().valid(...PAYMENT_METHODS).required() });

/** The shape of a plan change; the domain then checks the business rules (name, buyers, rate, period, cash-only fees). */
export const housingPlanSchema = Joi.object<HousingPlanRequest>({
  isPlanCompleted: Joi.boolean(),
  planType: Joi.string().valid(...PLAN_TYPES),
  planStep: Joi.string().valid(...PLAN_STEPS),
  planName: Joi.string().allow('').max(200),
  planColor: Joi.string().valid(...PLAN_COLORS),
  purchaseDate: Joi.localDate(),
  // The old shape, kept: it answers every buyer's subsidy question at once; the per-buyer answers win when both are sent.
  firstTimeBuyer: Joi.boolean().allow(null),
  buyerHadSubsidy: Joi.array().items(Joi.boolean().allow(null).messages({ 'boolean.base': 'Answer yes or no for each buyer' })).max(MAX_BUYERS),
  buyerOwnedPrivateProperty: Joi.array().items(Joi.boolean().allow(null).messages({ 'boolean.base': 'Answer yes or no for each buyer' })).max(MAX_BUYERS),
  maritalStatus: Joi.string().valid(...MARITAL_STATUSES).allow(null).messages({ 'any.only': 'Choose married, engaged or neither' }),
  householdType: Joi.string().valid(...HOUSEHOLD_TYPES),
  noOfBuyers: Joi.number().integer(),
  buyerResidencies: Joi.array().items(Joi.string().valid(...RESIDENCIES)).min(1).max(MAX_BUYERS),
  propertiesOwned: Joi.number().integer().min(0).max(MAX_PROPERTIES_OWNED),
  buyerAges: Joi.array().items(Joi.number().integer().min(MIN_BUYER_AGE).max(MAX_BUYER_AGE)).max(MAX_BUYERS),
  monthlyHouseholdIncome: money,
  cpfOABalance: money,
  cashSavings: money,
  estimatedFlatBudget: money,
  flatValueAtTimeOfPurchase: money,
  flatValuation: money,
  flatType: Joi.string().valid(...FLAT_TYPES).allow(null),
  flatSize: Joi.string().valid(...FLAT_SIZES).allow(null),
  flatAnnualValue: money,
  remainingLease: Joi.number().integer().min(0).max(NEW_FLAT_LEASE_YEARS).allow(null),
  loanType: Joi.string().valid(...LOAN_TYPES),
  upfrontPaymentInCash: money,
  workedTwelveMonths: Joi.boolean().allow(null),
  parentsProximity: Joi.string().valid(...PARENTS_PROXIMITIES).allow(null),
  extendedFamily: Joi.boolean().allow(null),
  cpfHousingGrant: typedGrant('cpfHousingGrant'),
  enhancedCpfHousingGrant: typedGrant('enhancedCpfHousingGrant'),
  proximityGrant: typedGrant('proximityGrant'),
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

/** What a calculation uses: the plan's figures, without its name, colour, step and completion (which it ignores). */
function calculationOf(body: HousingPlanCalculateRequest): Omit<HousingPlanRequest, 'lastUpdatedAt' | 'planName' | 'planColor' | 'planStep' | 'isPlanCompleted'> {
  const { lastUpdatedAt: _at, planName: _name, planColor: _colour, planStep: _step, isPlanCompleted: _completed, ...fields } = body;
  return fields;
}

export interface HousingRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  plans: HousingPlanCommands;
  /** POST /housing-plan/calculate's own limit a minute, per resident or client address (docs/operations.md "Rate limits") */
  calculatePerMinute: number;
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
      // Public (docs/decisions.md "Public housing calculation"): no guard, nothing stored, a budget of its own.
      router.post('/housing-plan/calculate', routeRateLimit('housing-calculate', deps.calculatePerMinute), validate({ body: housingPlanSchema }), (ctx) => {
        const body: HousingPlanCalculateResponse = { summary: deps.plans.calculate(calculationOf(ctx.request.body as HousingPlanCalculateRequest)) };
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
