import { expect } from 'chai';
import { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { checkTargetMonthlySavings, checkTotalBudget } from '../../../../src/cashflow-wealth/domain/savings-and-budget.js';
import { SGD_CAP, errorOf } from './support.js';

const today = '2026-11-22' as LocalDate;

describe('Target monthly savings and total budget rules', () => {
  it('target: 0 to the SGD cap, entered today or before', () => {
    expect(errorOf(() => checkTargetMonthlySavings({ targetMonthlySavings: 0 as Cents, enteredDate: today }, today))).to.equal(null);
    expect(errorOf(() => checkTargetMonthlySavings({ targetMonthlySavings: SGD_CAP as Cents, enteredDate: '2020-02-29' as LocalDate }, today))).to.equal(null);
    const error = errorOf(() => checkTargetMonthlySavings({ targetMonthlySavings: (SGD_CAP + 1) as Cents, enteredDate: '2026-11-23' as LocalDate }, today));
    expect(error?.details).to.deep.equal([
      { field: 'targetMonthlySavings', message: 'Must be less than or equal to 300,000,000,000' },
      { field: 'enteredDate', message: 'Date cannot be after today' },
    ]);
    expect(errorOf(() => checkTargetMonthlySavings({ targetMonthlySavings: 1 as Cents, enteredDate: '2026-02-30' as LocalDate }, today))?.details).to.deep.equal([
      { field: 'enteredDate', message: 'Invalid format' },
    ]);
  });

  it('total budget: 0 to the SGD cap', () => {
    expect(errorOf(() => checkTotalBudget({ amount: SGD_CAP as Cents }))).to.equal(null);
    expect(errorOf(() => checkTotalBudget({ amount: -1 as Cents }))?.details).to.deep.equal([{ field: 'amount', message: 'Must be more than or equal to 0' }]);
    expect(errorOf(() => checkTotalBudget({ amount: (SGD_CAP + 1) as Cents }))?.details).to.deep.equal([{ field: 'amount', message: 'Must be less than or equal to 300,000,000,000' }]);
  });
});
