import { expect } from 'chai';
import { toFinancialSnapshot } from '../../../../src/cashflow-wealth/domain/finances/snapshot-mapper.js';
import { healthCheck } from '../../../../src/cashflow-wealth/domain/health-check/health-check.js';
import { RATES, moneyFacts } from './money-facts-builder.js';

const NO_ASSETS = { cashBalance: 0, cashSavings: 0, fixedDeposit: 0, stock: 0, bond: 0, unitTrust: 0, gold: 0, structuredProduct: 0, otherInvestment: 0 };

describe('cashflow-wealth finances: the health check snapshot in SGD', () => {
  it('converts a USD income at the stored rate, half-up per amount, and keeps null net income null', () => {
    // 1,000.00 USD x 1.3045 = 1,304.50 SGD; 333.33 USD x 1.3045 = 434.829… -> 434.83 SGD.
    const snapshot = toFinancialSnapshot(moneyFacts({ incomes: [{ gross: 100_000, net: 33_333, ccy: 'USD' }, { gross: 500_000, net: null }] }), RATES, 'FULL_PART_TIME');
    expect(snapshot.incomes).to.deep.equal([
      { grossIncome: 130_450, netIncome: 43_483 },
      { grossIncome: 500_000, netIncome: null },
    ]);
    expect(snapshot.employmentStatus).to.equal('FULL_PART_TIME');
  });

  it('passes expense items as entered (yearly not divided) and the estimate as it is', () => {
    const snapshot = toFinancialSnapshot(moneyFacts({ expenses: [{ amount: 120_000, interval: 'YEARLY', budget: 130_000 }, { amount: 5_000 }], estimated: 300_000 }), RATES, null);
    expect(snapshot.expenses).to.deep.equal([
      { amount: 120_000, timeInterval: 'YEARLY', budgetAmount: 130_000 },
      { amount: 5_000, timeInterval: 'MONTHLY', budgetAmount: null },
    ]);
    expect(snapshot.estimatedMonthlyExpenses).to.equal(300_000);
  });

  it('converts loan instalments, their portions and monthly investments', () => {
    const snapshot = toFinancialSnapshot(
      moneyFacts({ loans: [{ amount: 200_000, cash: 50_000, cpf: 100_000, ccy: 'EUR' }], investments: [{ amount: 10_000, ccy: 'JPY' }] }),
      RATES,
      null,
    );
    // EUR 500 x 1.5 = 750; EUR 1,000 x 1.5 = 1,500; JPY 100 x 0.008371 = 0.8371 -> 0.84 SGD.
    expect(snapshot.loanRepayments).to.deep.equal([{ amount: 300_000, cash: 75_000, cpf: 150_000 }]);
    expect(snapshot.monthlyInvestments).to.deep.equal([{ amount: 84 }]);
  });

  it('adds every asset to its kind in SGD, whatever its source; insurance, other non-investment, the home and CPF play no part', () => {
    const snapshot = toFinancialSnapshot(
      moneyFacts({
        assets: [
          { kind: 'unitTrust', value: 1_000_000 }, // a CPFIS unit trust is a unit trust
          { kind: 'unitTrust', value: 200_000, ccy: 'USD' },
          { kind: 'cashBalance', value: 300_000 },
          { kind: 'cashSavings', value: 150_000 },
          { kind: 'fixedDeposit', value: 100_000, ccy: 'USD' },
          { kind: 'gold', value: 40_000 },
          { kind: 'insurance', value: 9_000_000 },
          { kind: 'otherNonInvestment', value: 8_000_000 },
          // the home is no investment (diversification) and no emergency money (decisions.md "The home as an asset")
          { kind: 'property', value: 60_000_000 },
        ],
        cpf: { oa: 5_000_000, sa: 1, ma: 1 },
      }),
      RATES,
      null,
    );
    expect(snapshot.assets).to.deep.equal({ ...NO_ASSETS, unitTrust: 1_260_900, cashBalance: 300_000, cashSavings: 150_000, fixedDeposit: 130_450, gold: 40_000 });
  });

  it('any asset entered (even insurance worth 0, or the CPF balances) makes the wealth side known; none is not', () => {
    expect(toFinancialSnapshot(moneyFacts(), RATES, null).anyAssetEntered).to.equal(false);
    expect(toFinancialSnapshot(moneyFacts({ assets: [{ kind: 'insurance', value: 0 }] }), RATES, null).anyAssetEntered).to.equal(true);
    expect(toFinancialSnapshot(moneyFacts({ cpf: { oa: 0, sa: 0, ma: 0 } }), RATES, null).anyAssetEntered).to.equal(true);
  });

  it('carries which setups are completed; absent means not completed', () => {
    expect(toFinancialSnapshot(moneyFacts(), RATES, null).setUp).to.deep.equal({ cashflow: false, wealth: false });
    expect(toFinancialSnapshot({ ...moneyFacts(), setUp: { cashflow: true, wealth: false } }, RATES, null).setUp).to.deep.equal({ cashflow: true, wealth: false });
  });

  it('counts an amount in a currency without a stored rate as 0 rather than failing', () => {
    const snapshot = toFinancialSnapshot(moneyFacts({ incomes: [{ gross: 100_000, net: 90_000, ccy: 'CHF' }], assets: [{ kind: 'stock', value: 50_000, ccy: 'CHF' }] }), RATES, null);
    expect(snapshot.incomes).to.deep.equal([{ grossIncome: 0, netIncome: 0 }]);
    expect(snapshot.assets.stock).to.equal(0);
  });

  it('counts an amount at an unusable stored rate (0 or not a number) as 0 too', () => {
    const snapshot = toFinancialSnapshot(moneyFacts({ incomes: [{ gross: 100_000, net: null, ccy: 'CHF' }, { gross: 100_000, net: null, ccy: 'NZD' }] }), { CHF: '0', NZD: 'abc' }, null);
    expect(snapshot.incomes).to.deep.equal([{ grossIncome: 0, netIncome: null }, { grossIncome: 0, netIncome: null }]);
  });

  it('feeds the rules: a USD salary and a CPFIS unit trust give the literal check', () => {
    // 4,000 USD gross / 3,000 USD net = 5,218 / 3,913.50 SGD; 2,000 spent; 15,000 liquid = 7.5 months.
    const check = healthCheck(
      toFinancialSnapshot(
        moneyFacts({
          incomes: [{ gross: 400_000, net: 300_000, ccy: 'USD' }],
          expenses: [{ amount: 200_000 }],
          assets: [{ kind: 'cashSavings', value: 1_500_000 }, { kind: 'unitTrust', value: 500_000 }],
        }),
        RATES,
        'SELF_FREELANCE',
      ),
    );
    expect(check).to.deep.equal({
      // (391,350 - 200,000) / 391,350 = 0.488949…
      savingsRatio: { code: 'SR1A', level: 3, ratio: 0.4889 },
      debtServicingRatio: { code: 'TDSR3', level: 3, ratio: 0 },
      diversification: { code: 'IV2', level: 2, classes: 1 },
      emergencyFund: { code: 'EF1B', level: 3, months: 7.5, fund: 1_500_000, monthlyOutflow: 200_000, allocated: false },
      areas: { cashflow: 3, wealth: 2, protection: 3 },
      overall: 2,
      monthlyFigures: {
        takeHomeIncome: 391_350,
        expenses: 200_000,
        instalmentsCash: 0,
        instalmentsCpf: 0,
        monthlyInvestments: 0,
        leftEachMonth: 191_350,
        // No setups completed, but expenses are entered (so no loans means 0 %) and assets are.
        inputs: { income: true, expenses: true, instalments: false, wealth: true, savings: true, loansKnown: true },
      },
    });
  });
});
