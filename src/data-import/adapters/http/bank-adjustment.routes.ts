import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { AdjustBankData } from '../../application/adjust-bank-data.js';
import type { BankAdjustment } from '../../domain/bank-data-adjustments.js';

const share = Joi.number().min(0).max(100).precision(2);
const growth = Joi.number().min(-100).max(100).precision(2).allow(null);
const cents = Joi.cents();
const idParams = Joi.object({ id: Joi.string().trim().min(1).max(100).required() });

/** Each PATCH of spec 2 §7, the part of the record it changes, and what it may change (at least one field). */
const ADJUSTMENTS: readonly { path: string; target: BankAdjustment['target']; body: ReturnType<typeof Joi.object> }[] = [
  { path: '/apim/casa/:id', target: 'casa', body: Joi.object({ percentageShare: share, estimatedGrowthRate: growth }).min(1) },
  { path: '/apim/fixed-deposit/:id', target: 'fixedDeposit', body: Joi.object({ percentageShare: share, estimatedGrowthRate: growth }).min(1) },
  ...(['securedLoan', 'unsecuredLoan'] as const).map((target) => ({
    path: target === 'securedLoan' ? '/apim/secured-loan/:id' : '/apim/unsecured-loan/:id',
    target,
    body: Joi.object({
      percentageShare: share,
      monthlyCashLoanInstalment: cents,
      monthlyCPFLoanInstalment: cents,
      // The spec sends the type as its id (1 mortgage, 2 other loan).
      type: Joi.object({ id: Joi.number().valid(1, 2).required() }),
      estimatedGrowthRate: growth,
    }).min(1),
  })),
  { path: '/apim/asset-amount/:id', target: 'assetAmount', body: Joi.object({ surrenderValue: cents.allow(null), estimatedGrowthRate: growth }).min(1) },
  { path: '/apim/asset-holding/:id', target: 'assetHolding', body: Joi.object({ percentageShare: share, estimatedGrowthRate: growth }).min(1) },
  { path: '/apim/asset-holding/balance/:id', target: 'assetHoldingBalance', body: Joi.object({ unitPrice: cents.required() }) },
  { path: '/apim/sgx/holding/:id', target: 'sgxHolding', body: Joi.object({ percentageShare: share, estimatedGrowthRate: growth }).min(1) },
  { path: '/apim/sgx/holding/balance/:id', target: 'sgxHoldingBalance', body: Joi.object({ marketValue: cents.required() }) },
];

/** The bank-data adjustment calls (spec 2 §7): each answers `{ fpdata }`, the corrected record; 404 when not the resident's. */
export function bankAdjustmentRoutes(deps: { guard: (options?: GuardOptions) => AppMiddleware; adjust: AdjustBankData }): ApiRoutes {
  return {
    name: 'data-import.bank-adjustments',
    mount(router) {
      for (const { path, target, body } of ADJUSTMENTS) {
        router.patch(path, deps.guard({ requireConsent: true }), validate({ params: idParams, body: body.required() }), async (ctx) => {
          const { type, ...change } = ctx.request.body as Record<string, unknown> & { type?: { id: 1 | 2 } };
          const withType = type ? { ...change, type: type.id === 1 ? 'MORTGAGE' : 'NON_MORTGAGE' } : change;
          const adjustment = { target, id: String(ctx.state.params!.id), change: withType } as BankAdjustment;
          const fpdata = await deps.adjust.execute(ctx.state.currentUser!.id, adjustment);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { fpdata };
        });
      }
    },
  };
}
