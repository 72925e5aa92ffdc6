import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { RecordTargetMonthlySavings } from '../../application/record-target-monthly-savings.js';
import type { SetTotalBudget } from '../../application/set-total-budget.js';
import type { TargetMonthlySavingsDto, TargetMonthlySavingsResponse, TotalBudgetDto, TotalBudgetResponse } from './cashflow-wealth.contract.js';

export const targetMonthlySavingsSchema = Joi.object<TargetMonthlySavingsDto>({
  targetMonthlySavings: Joi.cents().required(),
  enteredDate: Joi.localDate().required(),
  dayOfTransfer: Joi.dayOfTransfer().allow(null),
  automaticTransferStatus: Joi.boolean().allow(null),
}).required();

export const totalBudgetSchema = Joi.object<TotalBudgetDto>({ amount: Joi.cents().required() }).required();

export interface SavingsAndBudgetRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  recordTarget: RecordTargetMonthlySavings;
  setBudget: SetTotalBudget;
}

/** POST /target-monthly-savings and PUT /total-budget: one record per resident each, created or replaced. */
export function savingsAndBudgetRoutes(deps: SavingsAndBudgetRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  return {
    name: 'cashflow-wealth.savings-and-budget',
    mount(router) {
      router.post('/target-monthly-savings', guard(), validate({ body: targetMonthlySavingsSchema }), async (ctx) => {
        const { targetMonthlySavings, enteredDate, dayOfTransfer, automaticTransferStatus } = ctx.request.body as TargetMonthlySavingsDto;
        const saved = await deps.recordTarget.execute(ctx.state.currentUser!.id, {
          targetMonthlySavings: targetMonthlySavings as Cents,
          enteredDate: enteredDate as LocalDate,
          dayOfTransfer: dayOfTransfer ?? null,
          automaticTransferStatus: automaticTransferStatus ?? null,
        });
        const body: TargetMonthlySavingsResponse = { targetMonthlySavings: saved };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.put('/total-budget', guard(), validate({ body: totalBudgetSchema }), async (ctx) => {
        const { amount } = ctx.request.body as TotalBudgetDto;
        const body: TotalBudgetResponse = { totalBudget: await deps.setBudget.execute(ctx.state.currentUser!.id, { amount: amount as Cents }) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
