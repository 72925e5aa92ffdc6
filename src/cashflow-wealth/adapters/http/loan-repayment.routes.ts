import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { LOAN_TYPES, MAX_LOAN_NAME_LENGTH, MAX_LOAN_REPAYMENTS, TOO_MANY_LOAN_REPAYMENTS, type LoanRepaymentDraft, type LoanType } from '../../domain/loan-repayment.js';
import type { SaveLoanRepayments } from '../../application/save-loan-repayments.js';
import { LOAN_TYPE_IDS, type LoanRepaymentInput, type SaveLoanRepaymentsRequest, type SaveLoanRepaymentsResponse } from './cashflow-wealth.contract.js';
import { centsAnyCurrency, currencyCode, positiveCentsAnyCurrency } from './outflow-schemas.js';
import { presentLoanRepayment } from './outflow.presenters.js';

/** The wire's loan type ids (`{ id: 1 }` MORTGAGE, `{ id: 2 }` NON_MORTGAGE) back to names. */
const LOAN_TYPE_BY_ID = new Map<number, LoanType>(LOAN_TYPES.map((name) => [LOAN_TYPE_IDS[name], name]));

const loanItem = Joi.object<LoanRepaymentInput>({
  id: Joi.string().min(1).max(100),
  name: Joi.trimmedText().max(MAX_LOAN_NAME_LENGTH).required(),
  amount: positiveCentsAnyCurrency().required(),
  ccy: currencyCode().required(),
  cash: centsAnyCurrency().required(),
  cpf: centsAnyCurrency().required(),
  type: Joi.object({
    id: Joi.number()
      .valid(...LOAN_TYPE_BY_ID.keys())
      .required(),
  }).required(),
  liabilityId: Joi.string().guid().allow(null),
});

export const saveLoanRepaymentsSchema = Joi.object<SaveLoanRepaymentsRequest>({
  loanRepayments: Joi.array().items(loanItem).max(MAX_LOAN_REPAYMENTS).required().messages({ 'array.max': TOO_MANY_LOAN_REPAYMENTS }),
}).required();

const toDraft = ({ type, ...input }: LoanRepaymentInput): LoanRepaymentDraft => ({
  ...(input.id === undefined ? {} : { id: input.id }),
  name: input.name,
  amount: input.amount as Cents,
  ccy: input.ccy,
  cash: input.cash as Cents,
  cpf: input.cpf as Cents,
  type: LOAN_TYPE_BY_ID.get(type.id)!,
  liabilityId: input.liabilityId ?? null,
});

export interface LoanRepaymentRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  save: SaveLoanRepayments;
}

/** POST /loan-repayment: the whole list, synced like POST /income (spec 2 §4). */
export function loanRepaymentRoutes(deps: LoanRepaymentRoutesDeps): ApiRoutes {
  return {
    name: 'cashflow-wealth.loan-repayments',
    mount(router) {
      router.post('/loan-repayment', deps.guard({ requireConsent: true }), validate({ body: saveLoanRepaymentsSchema }), async (ctx) => {
        const { loanRepayments } = ctx.request.body as SaveLoanRepaymentsRequest;
        const saved = await deps.save.execute(ctx.state.currentUser!.id, loanRepayments.map(toDraft));
        const body: SaveLoanRepaymentsResponse = { loanRepaymentList: saved.map(presentLoanRepayment) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
