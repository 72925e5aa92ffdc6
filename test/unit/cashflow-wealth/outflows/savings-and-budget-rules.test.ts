import { expect } from 'chai';
import { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { checkTargetMonthlySavings, checkTotalBudget } from '../../../../src/cashflow-wealth/domain/savings-and-budget.js';
import { SGD_CAP, errorOf } from './support.js';

const today = '2026-11-22' as LocalDate;
const NO_TRANSFER = { dayOfTransfer: null, automaticTransferStatus: null };

describe('Target monthly savings and total budget rules', () => {
  it('target: 0 to the SGD cap, entered today or before', () => {
    expect(errorOf(() => checkTargetMonthlySavings({ targetMonthlySavings: 0 as Cents, enteredDate: today, ...NO_TRANSFER }, today))).to.equal(null);
    expect(errorOf(() => checkTargetMonthlySavings({ targetMonthlySavings: SGD_CAP as Cents, enteredDate: '2020-02-29' as LocalDate, ...NO_TRANSFER }, today))).to.equal(null);
    const error = errorOf(() => checkTargetMonthlySavings({ targetMonthlySavings: (SGD_CAP + 1) as Cents, enteredDate: '2026-11-23' as LocalDate, ...NO_TRANSFER }, today));
    expect(error?.details).to.deep.equal([
      { field: 'targetMonthlySavings', message: 'Must be less than or equal to 300,000,000,000' },
      { field: 'enteredDate', message: 'Date cannot be after today' },
    ]);
    expect(errorOf(() => checkTargetMonthlySavings({ targetMonthlySavings: 1 as Cents, enteredDate: '2026-02-30' as LocalDate, ...NO_TRANSFER }, today))?.details).to.deep.equal([
      { field: 'enteredDate', message: 'Invalid format' },
    ]);
  });

  it("day of transfer: 1 to 28, else 'Choose a day from 1 to 28'; an automatic transfer needs a day", () => {
    const saving = (dayOfTransfer: number | null, automaticTransferStatus: boolean | null) =>
      errorOf(() => checkTargetMonthlySavings({ targetMonthlySavings: 50_000 as Cents, enteredDate: today, dayOfTransfer, automaticTransferStatus }, today));
    for (const day of [1, 15, 28]) expect(saving(day, true), String(day)).to.equal(null);
    expect(saving(null, false)).to.equal(null);
    expect(saving(null, null)).to.equal(null);
    for (const day of [0, 29, 31, -1, 2.5]) {
      expect(saving(day, false)?.details, String(day)).to.deep.equal([{ field: 'dayOfTransfer', message: 'Choose a day from 1 to 28' }]);
    }
    expect(saving(null, true)?.details).to.deep.equal([{ field: 'dayOfTransfer', message: 'Choose a day from 1 to 28' }]);
  });

  it('total budget: 0 to the SGD cap', () => {
    expect(errorOf(() => checkTotalBudget({ amount: SGD_CAP as Cents }))).to.equal(null);
    expect(errorOf(() => checkTotalBudget({ amount: -1 as Cents }))?.details).to.deep.equal([{ field: 'amount', message: 'Must be more than or equal to 0' }]);
    expect(errorOf(() => checkTotalBudget({ amount: (SGD_CAP + 1) as Cents }))?.details).to.deep.equal([{ field: 'amount', message: 'Must be less than or equal to 300,000,000,000' }]);
  });
});
