import { expect } from 'chai';
import { financeTotals } from '../../../../src/cashflow-wealth/domain/finances/finance-totals.js';
import { historyEntry } from '../../../../src/cashflow-wealth/domain/finances/finance-history.js';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import { RATES, moneyFacts } from './money-facts-builder.js';

const ZERO = {
  monthlyGrossIncome: 0,
  monthlyTakeHomeIncome: 0,
  monthlyExpenses: 0,
  monthlyLoanRepayments: 0,
  monthlyInvestments: 0,
  totalAssets: 0,
  totalLiabilities: 0,
  netWorth: 0,
  homeValue: 0,
  netWorthWithoutHome: 0,
  homeNotValued: false,
  debtLeftOut: 0,
};

describe('cashflow-wealth finances: totals of GET /finances in SGD cents', () => {
  it('is all zeros for a resident with nothing', () => {
    expect(financeTotals(moneyFacts(), RATES)).to.deep.equal(ZERO);
  });

  it('sums income in SGD; take-home uses gross where net is unknown', () => {
    const totals = financeTotals(moneyFacts({ incomes: [{ gross: 600_000, net: 480_000 }, { gross: 100_000, net: null, ccy: 'USD' }] }), RATES);
    expect(totals.monthlyGrossIncome).to.equal(730_450);
    expect(totals.monthlyTakeHomeIncome).to.equal(610_450);
  });

  it('counts a yearly expense as a twelfth, summed exactly and rounded once', () => {
    // 3 x 100 / 12 = 25 exactly (per-item rounding would give 3 x 8 = 24).
    const totals = financeTotals(moneyFacts({ expenses: [{ amount: 100, interval: 'YEARLY' }, { amount: 100, interval: 'YEARLY' }, { amount: 100, interval: 'YEARLY' }, { amount: 150_000 }], estimated: 999_999 }), RATES);
    expect(totals.monthlyExpenses).to.equal(150_025);
  });

  it('uses the estimate when there are no expense items', () => {
    expect(financeTotals(moneyFacts({ estimated: 320_000 }), RATES).monthlyExpenses).to.equal(320_000);
  });

  it('counts whole loan instalments (not just the cash and CPF portions) and monthly investments, converted', () => {
    const totals = financeTotals(moneyFacts({ loans: [{ amount: 250_000, cash: 50_000, cpf: 150_000 }, { amount: 10_000, cash: 10_000, cpf: 0, ccy: 'EUR' }], investments: [{ amount: 50_000 }, { amount: 10_000, ccy: 'USD' }] }), RATES);
    expect(totals.monthlyLoanRepayments).to.equal(265_000);
    expect(totals.monthlyInvestments).to.equal(63_045);
  });

  it('totals every asset kind (insurance and other non-investment included) with the CPF balances, and nets the liabilities', () => {
    const totals = financeTotals(
      moneyFacts({
        assets: [
          { kind: 'cashBalance', value: 100_000 },
          { kind: 'insurance', value: 200_000 },
          { kind: 'otherNonInvestment', value: 300_000 },
          { kind: 'stock', value: 100_000, ccy: 'USD' },
        ],
        cpf: { oa: 1_000_000, sa: 500_000, ma: 400_000, ra: 100_000 },
        liabilities: [{ amount: 4_000_000 }, { amount: 100_000, ccy: 'JPY' }],
      }),
      RATES,
    );
    expect(totals.totalAssets).to.equal(100_000 + 200_000 + 300_000 + 130_450 + 2_000_000);
    // JPY 1,000 x 0.008371 = 8.371 SGD -> 837 cents.
    expect(totals.totalLiabilities).to.equal(4_000_837);
    expect(totals.netWorth).to.equal(2_730_450 - 4_000_837);
  });

  it('adds the CPF balances without RA when RA is not shown (under 55)', () => {
    expect(financeTotals(moneyFacts({ cpf: { oa: 1, sa: 2, ma: 3, ra: null } }), RATES).totalAssets).to.equal(6);
  });

  it("makes today's history entry from the totals", () => {
    const totals = financeTotals(moneyFacts({ assets: [{ kind: 'cashSavings', value: 900_000 }], liabilities: [{ amount: 100_000 }] }), RATES);
    expect(historyEntry('2026-11-22' as LocalDate, totals)).to.deep.equal({ date: '2026-11-22', totalAssets: 900_000, totalLiabilities: 100_000, netWorth: 800_000, netWorthWithoutHome: 800_000 });
  });
});
