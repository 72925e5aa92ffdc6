import { expect } from 'chai';
import { MONEY_PLAN_FACTS_PART } from '../../../src/cashflow-wealth/adapters/persistence/sql-money-plan-facts.js';

/** cashflow-wealth's part of the profile's one statement (docs/decisions.md "Profile facts in one statement"). */
describe("cashflow-wealth's part of the profile facts: target savings, total budget, estimated expenses (spec 1 §3)", () => {
  const EMPTY = { targetMonthlySavings: null, dayOfTransfer: null, automaticTransferStatus: null, totalBudget: null, estimatedMonthlyExpenses: null };

  it('reads no value at all as nothing saved', () => {
    expect(MONEY_PLAN_FACTS_PART.parse(null)).to.deep.equal(EMPTY);
  });

  it('reads missing rows (each field JSON null) as nothing saved', () => {
    expect(MONEY_PLAN_FACTS_PART.parse({ target: null, totalBudget: null, estimate: null })).to.deep.equal(EMPTY);
  });

  it('reads every record, amounts in cents and the entered date as stored', () => {
    expect(
      MONEY_PLAN_FACTS_PART.parse({
        target: { amount: 150_000, dayOfTransfer: 5, automaticTransfer: true },
        totalBudget: 320_000,
        estimate: { amount: 280_000, isDerived: true, enteredDate: '2026-11-25' },
      }),
    ).to.deep.equal({
      targetMonthlySavings: 150_000,
      dayOfTransfer: 5,
      automaticTransferStatus: true,
      totalBudget: { amount: 320_000 },
      estimatedMonthlyExpenses: { amount: 280_000, enteredDate: '2026-11-25', isDerived: true },
    });
  });

  it('keeps a target without a transfer day or automatic transfer, and a zero budget', () => {
    expect(MONEY_PLAN_FACTS_PART.parse({ target: { amount: 0, dayOfTransfer: null, automaticTransfer: null }, totalBudget: 0, estimate: null })).to.deep.equal({
      ...EMPTY,
      targetMonthlySavings: 0,
      totalBudget: { amount: 0 },
    });
  });
});
