/**
 * Enter once (docs/decisions.md "Enter once"): a loan repayment (cashflow) and what is still owed on it (a
 * liability in wealth) are one loan. Adding one offers the other, prefilled; once linked (the repayment's
 * `liabilityId`, stored by POST /loan-repayment) the pair is not offered again and both lists say so.
 */
import type { LoanTypeName } from '../cashflow.types';
import { sameCategory } from './expense-categories';

export type LoanCategory = LoanTypeName;

export interface LinkableLoan {
  id: string;
  name: string;
  type: LoanCategory;
  ccy: string;
  liabilityId: string | null;
}

export interface LinkableLiability {
  id: string;
  name: string;
  category: LoanCategory;
  ccy: string;
}

/** What a loan repayment is offered: linking to a liability of the same name not yet linked, or adding one. */
export type LoanOffer = { kind: 'LINK'; liability: LinkableLiability } | { kind: 'ADD' };

const linkedIds = (loans: readonly Pick<LinkableLoan, 'liabilityId'>[]) => new Set(loans.flatMap((loan) => (loan.liabilityId ? [loan.liabilityId] : [])));

/** The liability a loan repayment repays, when it is linked to one the resident still has. */
export function liabilityOfLoan(loan: Pick<LinkableLoan, 'liabilityId'>, liabilities: readonly LinkableLiability[]): LinkableLiability | null {
  return loan.liabilityId ? (liabilities.find((liability) => liability.id === loan.liabilityId) ?? null) : null;
}

/**
 * The offer for one loan repayment: none once linked (to a liability still there); else the first unlinked
 * liability of the same name and type, so what is owed is not entered twice; else to add the liability.
 */
export function offerForLoan(loan: LinkableLoan, loans: readonly LinkableLoan[], liabilities: readonly LinkableLiability[]): LoanOffer | null {
  if (liabilityOfLoan(loan, liabilities)) return null;
  const taken = linkedIds(loans);
  const twin = liabilities.find((liability) => !taken.has(liability.id) && liability.category === loan.type && sameCategory(liability.name, loan.name));
  return twin ? { kind: 'LINK', liability: twin } : { kind: 'ADD' };
}

/** The loan repayment that repays a liability, if any. */
export function loanOfLiability(liability: Pick<LinkableLiability, 'id'>, loans: readonly LinkableLoan[]): LinkableLoan | null {
  return loans.find((loan) => loan.liabilityId === liability.id) ?? null;
}

/** The liability form an added loan repayment starts: its name, type and currency; the amount owed is the resident's to give. */
export function liabilityPrefillFor(loan: Pick<LinkableLoan, 'name' | 'type' | 'ccy'>): { name: string; category: LoanCategory; amount: string; ccy: string } {
  return { name: loan.name, category: loan.type, amount: '', ccy: loan.ccy };
}

/** The loan repayment form a liability starts: its name, type and currency; the instalment is the resident's to give. */
export function loanPrefillFor(liability: Pick<LinkableLiability, 'name' | 'category' | 'ccy'>): { name: string; type: LoanCategory; amount: string; cash: string; cpf: string; currency: string } {
  return { name: liability.name, type: liability.category, amount: '', cash: '', cpf: '', currency: liability.ccy };
}
