import type { CurrencyCode } from '../../shared-kernel/currency.js';
import { DomainError, NotFound, ValidationFailed, type FieldError } from '../../shared-kernel/errors.js';
import type { Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import type { RatesToSgd } from './income.js';
import { planListSync, type ListSyncPlan } from './list-sync.js';
import { checkAmountIn, checkCents, checkName } from './money-limits.js';

/** Spec 2 §3 loan types (the wire's ids for them are the HTTP adapter's business). */
export const LOAN_TYPES = ['MORTGAGE', 'NON_MORTGAGE'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export const MAX_LOAN_NAME_LENGTH = 66;
export const MAX_LOAN_REPAYMENTS = 20;

/** A monthly loan instalment of `amount`, of which `cash` and `cpf` are paid from cash and from CPF (cents of `ccy`). */
export interface LoanRepayment {
  id: string;
  name: string;
  amount: Cents;
  ccy: CurrencyCode;
  cash: Cents;
  cpf: Cents;
  type: LoanType;
  /**
   * The liability (what is still owed) this instalment repays, the resident's own; null or absent when not linked
   * (docs/decisions.md "Enter once"). Imports never link.
   */
  liabilityId?: string | null;
}
/** An item as sent: without an id (or with a 'local-' one) it is new. */
export type LoanRepaymentDraft = Omit<LoanRepayment, 'id'> & { id?: string };

export const TOO_MANY_LOAN_REPAYMENTS = `Add at most ${MAX_LOAN_REPAYMENTS} loan repayments`;
export const LOAN_REPAYMENT_NOT_FOUND = 'This loan repayment no longer exists. Reload the page and try again.';

/**
 * The rules of a loan repayment list (spec 1 §5, spec 2 §3):
 * 1. 400: at most 20 items; name required, trimmed, at most 66 characters; the currency has a stored rate; amount more than 0 and at
 *    most the money cap in that currency; cash and CPF whole cents, not negative;
 * 2. 422 'Sum of cash and CPF cannot exceed total monthly instalment' (field cash) when cash + cpf > amount.
 * Every 400 problem of every item is reported at once; the 422 only when there is none.
 */
export function checkLoanRepayments(items: readonly LoanRepaymentDraft[], rates: RatesToSgd): void {
  const problems: FieldError[] = items.length > MAX_LOAN_REPAYMENTS ? [{ field: 'loanRepayments', message: TOO_MANY_LOAN_REPAYMENTS }] : [];
  items.forEach((item, i) => {
    const at = `loanRepayments.${i}`;
    checkName(problems, `${at}.name`, item.name, MAX_LOAN_NAME_LENGTH);
    const cap = checkAmountIn(problems, { field: `${at}.amount`, value: item.amount, min: 1 }, { field: `${at}.ccy`, code: item.ccy }, rates);
    checkCents(problems, `${at}.cash`, item.cash, 0, cap ?? Number.MAX_SAFE_INTEGER);
    checkCents(problems, `${at}.cpf`, item.cpf, 0, cap ?? Number.MAX_SAFE_INTEGER);
    if (!LOAN_TYPES.includes(item.type)) problems.push({ field: `${at}.type`, message: messages.invalidFormat });
  });
  if (problems.length > 0) throw new ValidationFailed(problems);

  const overInstalment: FieldError[] = items.flatMap((item, i) =>
    item.cash + item.cpf > item.amount ? [{ field: `loanRepayments.${i}.cash`, message: messages.cashCpfOverInstalment }] : [],
  );
  if (overInstalment.length > 0) throw new DomainError('CASHFLOW.CASH_CPF_OVER_INSTALMENT', messages.cashCpfOverInstalment, 'business-rule', overInstalment);
}

/**
 * POST /loan-repayment: the plan that turns the stored list into the sent one.
 * @throws NotFound CASHFLOW.LOAN_REPAYMENT_NOT_FOUND (404, never 403); ValidationFailed (400) for an id sent twice.
 */
export function planLoanRepaymentSync(storedIds: readonly string[], sent: readonly LoanRepaymentDraft[]): ListSyncPlan<LoanRepayment> {
  return planListSync<LoanRepayment>(storedIds, sent, 'loanRepayments', () => new NotFound('CASHFLOW.LOAN_REPAYMENT_NOT_FOUND', LOAN_REPAYMENT_NOT_FOUND));
}

export const LIABILITY_ALREADY_LINKED = 'This liability is already linked to another loan repayment';
export const LINKED_LIABILITY_NOT_FOUND = 'This liability no longer exists. Reload the page and try again.';

/**
 * The links of a loan repayment list (docs/decisions.md "Enter once"): each named liability is one of the
 * resident's (else 404, never 403, like any id that is not theirs) and repays through one loan repayment only
 * (400 on the second item naming it).
 */
export function checkLoanLinks(items: readonly Pick<LoanRepaymentDraft, 'liabilityId'>[], residentLiabilityIds: ReadonlySet<string>): void {
  const seen = new Set<string>();
  const problems: FieldError[] = [];
  items.forEach((item, i) => {
    const id = item.liabilityId;
    if (id === undefined || id === null) return;
    if (!residentLiabilityIds.has(id)) throw new NotFound('CASHFLOW.LIABILITY_NOT_FOUND', LINKED_LIABILITY_NOT_FOUND);
    if (seen.has(id)) problems.push({ field: `loanRepayments.${i}.liabilityId`, message: LIABILITY_ALREADY_LINKED });
    seen.add(id);
  });
  if (problems.length > 0) throw new ValidationFailed(problems);
}
