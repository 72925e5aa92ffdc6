import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { InvestingGuide } from '../../application/investing-guide.js';
import type { InvestingInsurance } from '../../application/investing-insurance.js';
import { GUIDE_ITEMS } from '../../domain/investing/guide.js';
import { MAX_POLICY_NAME_LENGTH } from '../../domain/investing/insurance-policy.js';
import { insuranceDetailsKeys } from './insurance.schemas.js';
import type { GuideItemRequest, GuideResponse, InsuranceListResponse, InsurancePolicyRequest, InsurancePolicyResponse } from './investing.contract.js';

/** POST /investing-for-beginners/guide's body (the import of an export checks each ticked step with it too). */
export const guideItemSchema = Joi.object<GuideItemRequest>({
  item: Joi.string()
    .valid(...GUIDE_ITEMS)
    .required(),
  completed: Joi.boolean().default(true),
}).required();

/**
 * A policy's name and details; SGD cents up to the money cap (spec 1 §5). The domain checks them again. The import
 * of an export checks each policy with it too.
 */
export const insurancePolicySchema = Joi.object<InsurancePolicyRequest>({
  insurance: Joi.object({
    policyName: Joi.trimmedText().max(MAX_POLICY_NAME_LENGTH).required(),
    ...insuranceDetailsKeys(() => Joi.cents()),
  }).required(),
}).required();

const idParams = Joi.object({ id: Joi.string().trim().min(1).max(100).required() });

export interface InvestingRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  guide: InvestingGuide;
  insurance: InvestingInsurance;
}

/**
 * Spec 3 §7 investing-for-beginners calls: the resident's own guide ticks and insurance list (spec 3 §6), after
 * consent to the app terms. Writes also need completed onboarding, the condition of the tool's lockout page
 * (decisions.md "Investing for beginners"), as the housing plan and the targets do.
 */
export function investingRoutes(deps: InvestingRoutesDeps): ApiRoutes {
  const reader = () => deps.guard({ requireConsent: true });
  const writer = () => deps.guard({ requireConsent: true, requireOnboarding: true });
  return {
    name: 'investing-for-beginners',
    mount(router) {
      router.get('/investing-for-beginners/guide', reader(), async (ctx) => {
        const body: GuideResponse = { itemsCompleted: await deps.guide.completed(ctx.state.currentUser!.id) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/investing-for-beginners/guide', writer(), validate({ body: guideItemSchema }), async (ctx) => {
        const { item, completed } = ctx.request.body as Required<GuideItemRequest>;
        const body: GuideResponse = { itemsCompleted: await deps.guide.set(ctx.state.currentUser!.id, item, completed) };
        ctx.body = body;
      });
      router.get('/investing-for-beginners/insurance', reader(), async (ctx) => {
        const body: InsuranceListResponse = { insuranceList: await deps.insurance.list(ctx.state.currentUser!.id) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/investing-for-beginners/insurance', writer(), validate({ body: insurancePolicySchema }), async (ctx) => {
        const { insurance } = ctx.request.body as InsurancePolicyRequest;
        const body: InsurancePolicyResponse = { policy: await deps.insurance.add(ctx.state.currentUser!.id, insurance) };
        ctx.status = 201;
        ctx.body = body;
      });
      router.delete('/investing-for-beginners/insurance/:id', writer(), validate({ params: idParams }), async (ctx) => {
        await deps.insurance.delete(ctx.state.currentUser!.id, String(ctx.params.id));
        ctx.status = 204;
      });
    },
  };
}
