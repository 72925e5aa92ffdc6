import { expect } from 'chai';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { checkLoanRepayments, planLoanRepaymentSync, type LoanRepaymentDraft } from '../../../../src/cashflow-wealth/domain/loan-repayment.js';
import { RATES, SGD_CAP, USD_CAP, errorOf } from './support.js';

const loan = (over: Partial<LoanRepaymentDraft> = {}): LoanRepaymentDraft => ({
  name: 'HDB loan',
  amount: 150_000 as Cents,
  ccy: 'SGD',
  cash: 50_000 as Cents,
  cpf: 100_000 as Cents,
  type: 'MORTGAGE',
  ...over,
});

describe('Loan repayment rules (spec 1 §5, spec 2 §3)', () => {
  it('accepts cash + CPF equal to the instalment, and rejects one cent more on the cash field (422)', () => {
    expect(errorOf(() => checkLoanRepayments([loan()], RATES))).to.equal(null);
    const error = errorOf(() => checkLoanRepayments([loan(), loan({ cash: 50_001 as Cents })], RATES));
    expect(error?.kind).to.equal('business-rule');
    expect(error?.message).to.equal('Sum of cash and CPF cannot exceed total monthly instalment');
    expect(error?.details).to.deep.equal([{ field: 'loanRepayments.1.cash', message: 'Sum of cash and CPF cannot exceed total monthly instalment' }]);
  });

  it('needs an instalment above 0 within the cap of its currency, and a currency with a stored rate (400)', () => {
    expect(errorOf(() => checkLoanRepayments([loan({ amount: SGD_CAP as Cents }), loan({ ccy: 'USD', amount: USD_CAP as Cents })], RATES))).to.equal(null);
    const error = errorOf(() =>
      checkLoanRepayments(
        [loan({ amount: 0 as Cents, cash: 0 as Cents, cpf: 0 as Cents }), loan({ ccy: 'USD', amount: (USD_CAP + 1) as Cents }), loan({ ccy: 'XYZ' })],
        RATES,
      ),
    );
    expect(error?.kind).to.equal('validation');
    expect(error?.details).to.deep.equal([
      { field: 'loanRepayments.0.amount', message: 'Must be more than 0' },
      { field: 'loanRepayments.1.amount', message: 'Must be less than or equal to 229,973,169,796.85' },
      { field: 'loanRepayments.2.ccy', message: 'We have no exchange rate for XYZ. Choose another currency.' },
    ]);
  });

  it('reports 400 problems before the 422, with cash and CPF not negative', () => {
    const error = errorOf(() => checkLoanRepayments([loan({ cash: -1 as Cents, cpf: 200_000 as Cents })], RATES));
    expect(error?.kind).to.equal('validation');
    expect(error?.details).to.deep.equal([{ field: 'loanRepayments.0.cash', message: 'Must be more than or equal to 0' }]);
  });

  it('checks names (required, trimmed, at most 66) and allows at most 20 items', () => {
    expect(errorOf(() => checkLoanRepayments(Array.from({ length: 20 }, () => loan({ name: 'x'.repeat(66) })), RATES))).to.equal(null);
    const names = errorOf(() => checkLoanRepayments([loan({ name: '' }), loan({ name: ' Car' }), loan({ name: 'x'.repeat(67) })], RATES));
    expect(names?.details).to.deep.equal([
      { field: 'loanRepayments.0.name', message: 'Please enter a value' },
      { field: 'loanRepayments.1.name', message: 'Cannot have space as first and last character' },
      { field: 'loanRepayments.2.name', message: 'Must be at most 66 characters' },
    ]);
    const many = errorOf(() => checkLoanRepayments(Array.from({ length: 21 }, () => loan()), RATES));
    expect(many?.details).to.deep.equal([{ field: 'loanRepayments', message: 'Add at most 20 loan repayments' }]);
  });

  it('syncs like income: local- and missing ids create, stored ids update, left-out ids are deleted', () => {
    const plan = planLoanRepaymentSync(['a', 'b'], [loan({ id: 'b' }), loan({ id: 'local-1' }), loan()]);
    expect(plan.update).to.deep.equal([{ position: 0, item: { ...loan(), id: 'b' } }]);
    expect(plan.create.map((c) => c.position)).to.deep.equal([1, 2]);
    expect(plan.create[0]!.item).to.deep.equal(loan());
    expect(plan.delete).to.deep.equal(['a']);
  });

  it('answers 404 for an id that is not stored, and 400 for one sent twice', () => {
    expect(errorOf(() => planLoanRepaymentSync(['a'], [loan({ id: 'other' })]))?.code).to.equal('CASHFLOW.LOAN_REPAYMENT_NOT_FOUND');
    const twice = errorOf(() => planLoanRepaymentSync(['a'], [loan({ id: 'a' }), loan({ id: 'a' })]));
    expect(twice?.details).to.deep.equal([{ field: 'loanRepayments.1.id', message: 'This item appears more than once in the list' }]);
  });
});
